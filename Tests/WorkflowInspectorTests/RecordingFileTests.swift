import Testing
import Workflow
import WorkflowInspector

/// Export, import and "Make a test": the recording as JSON, read back, replayed elsewhere, and
/// refused with a reason when it no longer fits the app.
@MainActor
struct RecordingFileTests {
    /// A host with three steps recorded: add, tap the tally, rename.
    private func recordedSession() -> (WorkflowInspector, WorkflowHost<ScoreWorkflow>) {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.add()
        host.rendering.tally.tap()
        host.rendering.rename("after")
        return (inspector, host)
    }

    @Test func anExportReadsBackEqual() async throws {
        let (inspector, _) = recordedSession()
        let recording = try await inspector.recording()
        #expect(recording.workflow == String(reflecting: ScoreWorkflow.self))
        #expect(
            recording.steps.map(\.action) == [
                String(reflecting: ScoreWorkflow.Action.self), String(reflecting: TallyWorkflow.Action.self),
                String(reflecting: ScoreWorkflow.Action.self),
            ])
        #expect(recording.steps[2].value == .object(["rename": .object(["_0": .string("after")])]))
        #expect(try InspectorRecording(json: Array(recording.json.utf8)) == recording)
    }

    @Test func anImportReplaysTheRecordingIntoAnInspectorOfItsOwn() async throws {
        let (inspector, host) = recordedSession()
        let recording = try await inspector.recording()
        let imported = try await inspector.importRecording(recording, name: "imported")

        let snapshot = imported.snapshot()
        #expect(snapshot.name == "imported")
        #expect(snapshot.stepCount == 3)
        #expect(snapshot.tree?.stateSummary == inspector.snapshot().tree?.stateSummary)
        #expect(
            snapshot.actions.map(\.action) == [
                "ScoreWorkflow.Action.add", "TallyWorkflow.Action.tap", "ScoreWorkflow.Action.tallied(1)",
                "ScoreWorkflow.Action.rename(\"after\")",
            ])
        let frame = try await imported.frame(atStep: 1)
        #expect(frame.tree.stateSummary.contains("score: 1"))
        #expect(host.rendering.score == 2)
    }

    @Test func aRecordingWhoseActionNoLongerDecodesIsRefusedNamingIt() async throws {
        let (inspector, _) = recordedSession()
        var recording = try await inspector.recording()
        recording.steps[1].value = .object(["tapTwice": .object([:])])

        await #expect(throws: InspectorError.self) {
            try await inspector.importRecording(recording, name: "broken")
        }
        do {
            _ = try await inspector.importRecording(recording, name: "broken")
        } catch {
            guard case .undecodableAction(let step, let type, _) = error else {
                Issue.record("expected undecodableAction, got \(error)")
                return
            }
            #expect(step == 1)
            #expect(type == String(reflecting: TallyWorkflow.Action.self))
            #expect(error.description.contains("Step 1 is a \(type) that no longer decodes"))
        }
    }

    @Test func aRecordingOfAnUnregisteredActionIsRefused() async throws {
        let (inspector, _) = recordedSession()
        var recording = try await inspector.recording()
        recording.steps[0].action = "App.RemovedAction"
        await #expect(throws: InspectorError.unknownAction(step: 0, type: "App.RemovedAction")) {
            try await inspector.importRecording(recording, name: "broken")
        }
    }

    @Test func aRecordingOfANewerFormatIsRefused() {
        let json = #"{"format": 2, "workflow": "X", "steps": []}"#
        #expect(throws: InspectorError.unsupportedFormat(found: 2, supported: 1)) {
            try InspectorRecording(json: Array(json.utf8))
        }
        #expect(throws: InspectorError.self) {
            try InspectorRecording(json: Array("not json".utf8))
        }
    }

    @Test func actionsThatAreNotCodableCannotBeExported() async {
        struct Opaque: Workflow {
            struct Poke: WorkflowAction {
                typealias WorkflowType = Opaque
                func apply(toState state: inout Int, context: ApplyContext<Opaque>) -> Never? {
                    state += 1
                    return nil
                }
            }
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Opaque>) -> () -> Void {
                let sink = context.makeSink(of: Poke.self)
                return { sink.send(Poke()) }
            }
        }
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: Opaque(), inspector: inspector)
        host.rendering()
        await #expect(throws: InspectorError.notCodable(step: 0, type: String(reflecting: Opaque.Poke.self))) {
            try await inspector.recording()
        }
    }

    @Test func makeATestWritesATestThatReplaysTheRecording() async throws {
        let (inspector, host) = recordedSession()
        let source = try await inspector.makeTest(named: "score after rename")
        #expect(source.contains("@Test func scoreAfterRename() throws {"))
        #expect(source.contains("actions.register(\(String(reflecting: TallyWorkflow.Action.self)).self)"))
        #expect(source.contains("workflow: ScoreWorkflow()"))
        #expect(source.contains("import WorkflowInspectorTests"))
        // The expectations it writes are what a replay of the recording gives.
        let replay = try RecordingReplay(try await inspector.recording(), workflow: ScoreWorkflow(), actionTypes: scoreActions)
        #expect(replay.treeText == host.treeDump().text)
        for line in replay.treeText.split(separator: "\n") {
            #expect(source.contains("        " + line))
        }
    }
}
