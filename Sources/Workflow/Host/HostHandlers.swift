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
    @exclusivity(unchecked) var rendering = HandlerList<W.Rendering>() {
        didSet { soleRendering = rendering.sole }
    }
    /// The one rendering handler, the usual case (a view system's). Calling it touches nothing
    /// of the list: code generic over the workflow that reads the list, a generic struct, looks
    /// up the metadata of the list, its array and the array's tuples on every update.
    @exclusivity(unchecked) private(set) var soleRendering: ((W.Rendering) -> Void)?
    @exclusivity(unchecked) var output = HandlerList<W.Output>()

    /// Tells the rendering handlers of `rendering`.
    func notifyRendering(_ rendering: W.Rendering) {
        if let soleRendering {
            soleRendering(rendering)
        } else {
            notifyEveryRenderingHandler(rendering)
        }
    }

    /// Apart, and never inlined, so that the metadata look-ups stay out of the usual path.
    @inline(never)
    private func notifyEveryRenderingHandler(_ rendering: W.Rendering) {
        self.rendering.notify(rendering)
    }
}
