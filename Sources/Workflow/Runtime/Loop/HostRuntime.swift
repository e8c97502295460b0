/// The event loop of a ``WorkflowHost``: owns the root node, the latest rendering, and
/// everything that is told about renderings and outputs.
final class HostRuntime<W: Workflow>: Runtime {
    // These fields skip dynamic exclusivity checks for the reason given on ``Runtime``: each
    // access is a plain read or assignment on the host's isolation, never held across a call.
    @exclusivity(unchecked) private var rootNode: RootNode<W>?
    /// Boxed, because an optional of a class costs nothing to test in generic code, where an
    /// optional rendering would cost a metadata lookup on every read.
    @exclusivity(unchecked) private var latestRendering: Box<W.Rendering>?
    /// The root's outputs from the updates in progress, delivered after their render pass.
    @exclusivity(unchecked) private var pendingOutputs: [W.Output] = []
    /// Whether `pendingOutputs` holds anything, as a plain flag: most updates emit nothing, and
    /// testing a generic array for that costs far more than the rest of publishing.
    @exclusivity(unchecked) private var hasPendingOutputs = false
    let handlers = HostHandlers<W>()
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
        rootNode = RootNode(workflow: workflow, host: self)
        performInitialRender()
    }

    var root: RootNode<W> {
        // Assigned in init before anything can read it, and never cleared.
        guard let rootNode else { fatalError("internal: WorkflowHost root read before it was created") }
        return rootNode
    }

    var rendering: W.Rendering {
        // The initial render in init assigns it before the host is returned, and it is never cleared.
        guard let latestRendering else { fatalError("internal: WorkflowHost rendering read before the first render pass") }
        return latestRendering.value
    }

    /// Keeps an output of the root until the render pass of its update has been published.
    func rootDidEmit(_ output: W.Output) {
        pendingOutputs.append(output)
        hasPendingOutputs = true
    }

    override func renderRoot() {
        // With partial rendering, a root with nothing changed under it keeps the rendering
        // this box already holds: the root node need not keep a second copy.
        if configuration.partialTreeRendering, !root.needsRender, latestRendering != nil { return }
        let rendering = root.render()
        if let latestRendering {
            latestRendering.value = rendering
        } else {
            latestRendering = Box(rendering)
        }
    }

    override func publishRendering() {
        let rendering = self.rendering
        handlers.notifyRendering(rendering)
        renderingBroadcast.publish(rendering)
    }

    override func publishOutputs() {
        guard hasPendingOutputs else { return }
        let outputs = pendingOutputs
        pendingOutputs = []
        hasPendingOutputs = false
        for output in outputs {
            handlers.output.notify(output)
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
        handlers.rendering.removeAll()
        handlers.output.removeAll()
        renderingBroadcast.finish()
        outputBroadcast.finish()
    }
}
