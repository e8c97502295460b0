import Workflow

/// One replayable step as the recorder keeps it: the action value itself (not its
/// description), so that time travel replays exactly what the app applied.
enum RecordedStep<Root: Workflow> {
    /// An action for the node at `path`.
    case action(any WorkflowAction, path: WorkflowPath)
    /// New props for the root.
    case props(Root)
}
