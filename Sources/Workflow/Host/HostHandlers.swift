/// The handlers registered with ``WorkflowHost/onRendering(_:)`` and ``WorkflowHost/onOutput(_:)``.
///
/// An object of its own, apart from the runtime, so that a ``HostObservation`` can refer to it
/// weakly without giving the runtime a weak-reference side table.
///
/// The lists skip dynamic exclusivity checks, read on every update. A handler may add or
/// remove handlers while `notify` runs, which is a write during the read; it is safe because
/// `notify` iterates over its own reference to the handler array (an append copies it) and
/// reads nothing else of the list after it starts.
final class HostHandlers<W: Workflow> {
    @exclusivity(unchecked) var rendering = HandlerList<W.Rendering>()
    @exclusivity(unchecked) var output = HandlerList<W.Output>()
}
