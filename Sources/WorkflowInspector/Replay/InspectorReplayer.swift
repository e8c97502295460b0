import Workflow

/// Answers an inspector's requests on its host's isolation: it knows the root workflow, the
/// snapshot the host started from and the recorder's steps, and replays them in new hosts.
final class InspectorReplayer<Root: Workflow> {
    let workflow: Root
    let snapshot: WorkflowSnapshot?
    let configuration: RuntimeConfiguration
    let recorder: InspectorRecorder<Root>
    /// Where time travel's replays start.
    let checkpoints: ReplayCheckpoints<Root>
    /// The steps between two checkpoints.
    static var checkpointInterval: Int { 1_000 }
    /// The inspector's settings, for its limits and for inspectors made by imports: a copy, not
    /// the inspector, which would then never be released (its request stream, which this
    /// replayer serves until it ends, ends when the inspector is released).
    let inspector: Settings

    /// What a replayer needs of its inspector.
    struct Settings {
        let capacity: Int
        let stepLimit: Int
        let actionTypes: InspectorActionTypes
        let workflowExpression: String?
        let clock: InspectorClock
    }

    init(
        workflow: Root, snapshot: WorkflowSnapshot?, configuration: RuntimeConfiguration, recorder: InspectorRecorder<Root>,
        inspector: WorkflowInspector
    ) {
        self.workflow = workflow
        self.snapshot = snapshot
        self.configuration = configuration
        self.recorder = recorder
        checkpoints = ReplayCheckpoints(start: .init(step: 0, snapshot: snapshot, workflow: workflow), interval: Self.checkpointInterval)
        self.inspector = Settings(
            capacity: inspector.capacity, stepLimit: inspector.stepLimit, actionTypes: inspector.actionTypes,
            workflowExpression: inspector.workflowExpression, clock: inspector.clock
        )
    }

    func handle(_ request: InspectorRequest, isolation: isolated (any Actor) = #isolation) {
        switch request {
        case .frame(let step, let reply):
            do throws(InspectorError) {
                reply.resume(returning: .success(try frame(atStep: step, isolation: isolation)))
            } catch {
                reply.resume(returning: .failure(error))
            }
        case .recording(let reply):
            do throws(InspectorError) {
                reply.resume(returning: .success(try recording()))
            } catch {
                reply.resume(returning: .failure(error))
            }
        case .importing(let recording, let name, let reply):
            do throws(InspectorError) {
                reply.resume(returning: .success(try importing(recording, name: name, isolation: isolation)))
            } catch {
                reply.resume(returning: .failure(error))
            }
        case .test(let name, let expression, let reply):
            do throws(InspectorError) {
                reply.resume(returning: .success(try test(named: name, workflowExpression: expression, isolation: isolation)))
            } catch {
                reply.resume(returning: .failure(error))
            }
        }
    }

    /// The steps, or why they cannot be replayed.
    private func steps() throws(InspectorError) -> [RecordedStep<Root>] {
        guard !recorder.passedStepLimit else {
            throw .incomplete("it passed its limit of \(inspector.stepLimit) steps")
        }
        return recorder.steps
    }

    func frame(atStep step: Int, isolation: isolated (any Actor) = #isolation) throws(InspectorError) -> InspectorFrame {
        let steps = try steps()
        guard (0...steps.count).contains(step) else { throw .stepOutOfRange(step: step, stepCount: steps.count) }
        // A recorder of its own gives the replayed tree the same details as the live one.
        let store = InspectorStore(name: "frame", capacity: 1)
        let frameRecorder = InspectorRecorder<Root>(store: store, clock: InspectorClock { .zero }, stepLimit: 0)
        let start = checkpoints.nearest(atOrBefore: step)
        let host = WorkflowHost(
            workflow: start.workflow, restoringFrom: start.snapshot, configuration: configuration, observers: [frameRecorder],
            isolation: isolation
        )
        frameRecorder.host = host
        defer {
            frameRecorder.isFrozen = true
            host.stop()
        }
        var root = start.workflow
        for index in start.step..<step {
            try steps[index].apply(to: host, index: index)
            if case .props(let newRoot) = steps[index] { root = newRoot }
            checkpoints.offer(host, workflow: root, afterStep: index + 1, isolation: isolation)
        }
        frameRecorder.hostDidStart()
        guard let tree = store.snapshot.tree else { throw .replayFailed(step: step, reason: "the replay host has no tree") }
        return InspectorFrame(
            step: step, stepCount: steps.count, replayedFrom: start.step, tree: tree, rendering: StateText.dump(host.rendering))
    }

    func recording() throws(InspectorError) -> InspectorRecording {
        var encoded: [InspectorRecording.Step] = []
        for (index, step) in try steps().enumerated() {
            encoded.append(try step.encoded(index: index))
        }
        let snapshotJSON = snapshot.flatMap { try? JSONValue(data: $0.bytes) }
        return InspectorRecording(workflow: String(reflecting: Root.self), snapshot: snapshotJSON, steps: encoded)
    }

    func importing(_ recording: InspectorRecording, name: String, isolation: isolated (any Actor) = #isolation) throws(InspectorError)
        -> WorkflowInspector
    {
        let (snapshot, steps) = try RecordingReplay<Root>.decode(recording, actionTypes: inspector.actionTypes)
        let imported = WorkflowInspector(
            name: name, capacity: inspector.capacity, stepLimit: max(inspector.stepLimit, steps.count),
            actionTypes: inspector.actionTypes, workflowExpression: inspector.workflowExpression, clock: inspector.clock
        )
        let (host, recorder) = imported.attach(
            workflow: workflow, snapshot: snapshot, configuration: configuration, observers: [], isolation: isolation
        )
        defer {
            // The replay stays as it ended: the host stops without its tree being logged as ended.
            recorder.isFrozen = true
            host.stop()
        }
        for (index, step) in steps.enumerated() {
            try step.apply(to: host, index: index)
        }
        return imported
    }

    func test(named name: String, workflowExpression: String?, isolation: isolated (any Actor) = #isolation) throws(InspectorError)
        -> String
    {
        let recording = try recording()
        let replay = try RecordingReplay(
            recording, workflow: workflow, actionTypes: inspector.actionTypes, configuration: configuration, isolation: isolation)
        defer { replay.host.stop() }
        return InspectorTestWriter(
            name: name, recording: recording, workflowExpression: workflowExpression ?? StateText.summary(workflow, length: 10_000),
            treeText: replay.treeText, renderingText: replay.renderingText
        ).source
    }
}
