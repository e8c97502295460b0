/// The identity of a child within its parent: its concrete workflow type plus its key.
struct ChildKey: Hashable {
    let workflowType: ObjectIdentifier
    let key: String
}

extension ChildKey {
    init(_ node: AnyWorkflowNode) {
        self.init(workflowType: ObjectIdentifier(node.workflowType), key: node.key)
    }
}
