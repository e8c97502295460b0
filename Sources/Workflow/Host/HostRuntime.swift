/// The event loop of a ``WorkflowHost``: owns the root node, the latest rendering, and
/// everything that is told about renderings and outputs.
final class HostRuntime<W: Workflow>: Runtime {
    private var rootNode: WorkflowNode<W>?
    private var latestRendering: W.Rendering?
    /// The root's output from the update in progress, delivered after its render pass.
    private var pendingOutput: W.Output?
    var renderingHandlers = HandlerList<W.Rendering>()
    var outputHandlers = HandlerList<W.Output>()
    let renderingBroadcast = Broadcast<W.Rendering>()
    let outputBroadcast = Broadcast<W.Output>()

    init(workflow: W, observers: [any WorkflowObserver], mailbox: HostMailbox) {
        super.init(observers: observers, mailbox: mailbox)
        rootNode = WorkflowNode(workflow: workflow, key: "", parentID: nil, runtime: self) { [unowned self] output in
            pendingOutput = output
        }
        performInitialRender()
    }

    var root: WorkflowNode<W> {
        // Assigned in init before anything can read it, and never cleared.
        guard let rootNode else { fatalError("internal: WorkflowHost root read before it was created") }
        return rootNode
    }

    var rendering: W.Rendering {
        // The initial render in init assigns it before the host is returned, and it is never cleared.
        guard let latestRendering else { fatalError("internal: WorkflowHost rendering read before the first render pass") }
        return latestRendering
    }

    override func renderRoot() {
        latestRendering = root.render()
    }

    override func publish() {
        let rendering = self.rendering
        renderingHandlers.notify(rendering)
        renderingBroadcast.publish(rendering)
        if let output = pendingOutput {
            pendingOutput = nil
            outputHandlers.notify(output)
            outputBroadcast.publish(output)
        }
    }

    override func endTree() {
        root.end()
    }

    override func finishStreams() {
        renderingHandlers.removeAll()
        outputHandlers.removeAll()
        renderingBroadcast.finish()
        outputBroadcast.finish()
    }
}
