import Workflow

/// Counts `render(state:context:)` calls. Used to count, never while timing: an observed host
/// does extra work for its observers.
public final class RenderCounter: WorkflowObserver {
    /// Render calls so far.
    public private(set) var renders = 0

    /// Makes a counter at zero.
    public init() {}

    /// Counts one call.
    public func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        renders += 1
    }

    /// Sets the count back to zero.
    public func reset() {
        renders = 0
    }
}
