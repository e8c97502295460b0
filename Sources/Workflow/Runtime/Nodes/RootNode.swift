/// The node a host runs at the root: its outputs go to the host, which publishes them after
/// the render pass.
final class RootNode<W: Workflow>: WorkflowNode<W> {
    /// The host's runtime owns this node and ends it before going away.
    unowned let host: HostRuntime<W>

    init(workflow: W, host: HostRuntime<W>) {
        self.host = host
        super.init(workflow: workflow, key: "", parent: nil, runtime: host)
    }

    override func emit(_ output: W.Output) {
        host.rootDidEmit(output)
    }
}
