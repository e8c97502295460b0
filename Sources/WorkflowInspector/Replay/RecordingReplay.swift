public import Workflow

/// Replays a whole ``InspectorRecording`` in a new host: what a test made by the inspector's
/// "Make a test" runs, and how a recording is checked before it is imported.
///
/// Every action is decoded before any is applied, so a recording that no longer fits the app
/// is refused as a whole, with an error naming the step and the action type. The steps are
/// applied synchronously, so the host's workers (timers, requests) have no chance to add
/// anything of their own: their recorded outputs are steps of the recording.
///
/// ```swift
/// let replay = try RecordingReplay(recording, workflow: TicTacToeWorkflow(), actionTypes: actions)
/// #expect(replay.treeText == expectedTree)
/// ```
public final class RecordingReplay<Root: Workflow> {
    /// The host the recording was replayed in, after its last step.
    public let host: WorkflowHost<Root>
    /// How many steps were applied.
    public let stepCount: Int

    /// Decodes `recording` with `actionTypes` and replays all its steps in a new host of `workflow`.
    ///
    /// - Parameters:
    ///   - recording: The recording, as exported.
    ///   - workflow: The root workflow, with the props the recorded host was first given.
    ///   - actionTypes: The action types the recording may hold.
    ///   - configuration: The replay host's runtime options.
    ///   - observers: Observers of the replay host.
    ///   - isolation: The actor the replay host belongs to.
    /// - Throws: ``InspectorError`` when the recording is of another root workflow, an action
    ///   is unknown or no longer decodes, or a step finds no node to apply to.
    public init(
        _ recording: InspectorRecording,
        workflow: Root,
        actionTypes: InspectorActionTypes,
        configuration: RuntimeConfiguration = .default,
        observers: [any WorkflowObserver] = [],
        isolation: isolated (any Actor) = #isolation
    ) throws(InspectorError) {
        let (snapshot, steps) = try Self.decode(recording, actionTypes: actionTypes)
        host = WorkflowHost(
            workflow: workflow, restoringFrom: snapshot, configuration: configuration, observers: observers, isolation: isolation)
        stepCount = steps.count
        for (index, step) in steps.enumerated() {
            try step.apply(to: host, index: index)
        }
    }

    /// The host's tree as ``/Workflow/WorkflowTreeDump/text`` prints it: types, keys and states.
    public var treeText: String {
        host.treeDump().text
    }

    /// The host's rendering, custom-dumped (handlers print as `(Function)`).
    public var renderingText: String {
        StateText.dump(host.rendering)
    }

    /// The recording's snapshot and its steps, every action decoded.
    static func decode(
        _ recording: InspectorRecording, actionTypes: InspectorActionTypes
    ) throws(InspectorError) -> (WorkflowSnapshot?, [RecordedStep<Root>]) {
        let expected = String(reflecting: Root.self)
        guard recording.workflow == expected else { throw .wrongWorkflow(recorded: recording.workflow, expected: expected) }
        var snapshot: WorkflowSnapshot?
        if let json = recording.snapshot {
            do {
                snapshot = try WorkflowSnapshot(bytes: json.data)
            } catch {
                throw .unreadable("its snapshot: \(error)")
            }
        }
        var steps: [RecordedStep<Root>] = []
        for (index, step) in recording.steps.enumerated() {
            steps.append(try RecordedStep<Root>.decoded(step, index: index, types: actionTypes))
        }
        return (snapshot, steps)
    }
}
