extension WorkflowNode {
    /// This node and its subtree as ``WorkflowTreeDump`` shows them.
    func makeTreeDumpNode() -> WorkflowTreeDump.Node {
        // A worker's own side effect (its running task) is how workers work, not something
        // the developer declared, so a worker is shown as one line.
        let isWorker = W.self is any ChildDescribing.Type
        return WorkflowTreeDump.Node(
            id: id,
            workflowType: String(describing: W.self),
            key: key,
            kind: isWorker ? .worker(describeChild(W.self)) : .workflow,
            state: String(describing: state),
            sideEffects: isWorker
                ? [] : sideEffects.sorted { $0.value.startOrder < $1.value.startOrder }.map { String(reflecting: $0.key.base) },
            children: childNodes.map { $0.treeDumpNode() }
        )
    }
}
