/// The part of a running workflow node that does not depend on its workflow type: what the
/// runtime needs to find, describe and end any node.
class AnyWorkflowNode {
    /// Unique within the host; used to route mailbox deliveries and to describe the node.
    let id: Int
    /// The key its parent rendered it with (`""` for the root).
    let key: String
    /// The id of the parent node, or `nil` for the root.
    let parentID: Int?
    /// The loop this node belongs to. The runtime owns the tree, so it outlives every node that
    /// is still part of it; `unowned` avoids a reference cycle and a weak-reference side table.
    unowned let runtime: Runtime
    /// Set once, when a render pass stops declaring the node or the host stops.
    private(set) var hasEnded = false

    init(key: String, parentID: Int?, runtime: Runtime) {
        self.id = runtime.makeSequenceNumber()
        self.key = key
        self.parentID = parentID
        self.runtime = runtime
    }

    var workflowType: Any.Type { fatalError("abstract") }

    /// A description of the node for observers and messages.
    var session: WorkflowSession {
        WorkflowSession(id: id, workflowType: workflowType, key: key, parentID: parentID)
    }

    /// Applies an action that arrived through the mailbox from a ``SendableSink`` this node made.
    func receive(fromMailbox action: any WorkflowAction & Sendable) {
        fatalError("abstract")
    }

    /// Ends this node and everything under it. Subclasses end their children and side effects.
    func end() {
        hasEnded = true
    }
}
