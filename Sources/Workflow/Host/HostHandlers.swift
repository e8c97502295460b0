/// The handlers registered with ``WorkflowHost/onRendering(_:)`` and ``WorkflowHost/onOutput(_:)``.
///
/// An object of its own, apart from the runtime, so that a ``HostObservation`` can refer to it
/// weakly without giving the runtime a weak-reference side table.
final class HostHandlers<W: Workflow> {
    var rendering = HandlerList<W.Rendering>()
    var output = HandlerList<W.Output>()
}
