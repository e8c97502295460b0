/// The event loop of a ``WorkflowHost``: owns the root node, the latest rendering, and
/// everything that is told about renderings and outputs.
final class HostRuntime<W: Workflow>: Runtime {
    private var rootNode: WorkflowNode<W>?
    private var latestRendering: W.Rendering?
    /// The root's outputs from the updates in progress, delivered after their render pass.
    private var pendingOutputs: [W.Output] = []
    var renderingHandlers = HandlerList<W.Rendering>()
    var outputHandlers = HandlerList<W.Output>()
    let renderingBroadcast = Broadcast<W.Rendering>()
    let outputBroadcast = Broadcast<W.Output>()

    init(
        workflow: W,
        snapshot: WorkflowSnapshot?,
        configuration: RuntimeConfiguration,
        observers: [any WorkflowObserver],
        mailbox: HostMailbox
    ) {
        super.init(configuration: configuration, observers: observers, mailbox: mailbox)
        restorer = snapshot.map(SnapshotRestorer.init(snapshot:))
        rootNode = WorkflowNode(workflow: workflow, key: "", parent: nil, runtime: self) { [unowned self] output in
            pendingOutputs.append(output)
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
        latestRendering = root.rendering()
    }

    override func publishRendering() {
        let rendering = self.rendering
        renderingHandlers.notify(rendering)
        renderingBroadcast.publish(rendering)
    }

    override func publishOutputs() {
        guard !pendingOutputs.isEmpty else { return }
        let outputs = pendingOutputs
        pendingOutputs = []
        for output in outputs {
            outputHandlers.notify(output)
            outputBroadcast.publish(output)
        }
    }

    /// The saved states of the whole tree.
    func snapshot() -> WorkflowSnapshot {
        var entries: [WorkflowSnapshot.Entry] = []
        root.appendSnapshotEntries(to: &entries, parentEntry: nil)
        return WorkflowSnapshot(entries: entries)
    }

    /// Applies `action` at the running node with this path, as if one of its sinks sent it.
    /// Returns `false` if no node has that path.
    func send(_ action: any WorkflowAction, toNodeAt path: WorkflowPath) -> Bool {
        var node: AnyWorkflowNode = root
        guard path.components.first == node.pathComponent else { return false }
        for component in path.components.dropFirst() {
            guard let child = node.childNodes.first(where: { $0.pathComponent == component }) else { return false }
            node = child
        }
        node.receive(anyAction: action)
        return true
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
