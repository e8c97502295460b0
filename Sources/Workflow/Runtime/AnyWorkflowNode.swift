/// The part of a running workflow node that does not depend on its workflow type: what the
/// runtime needs to find, describe, save and end any node.
class AnyWorkflowNode {
    /// Unique within the host; used to route mailbox deliveries and to describe the node.
    let id: Int
    /// The key its parent rendered it with (`""` for the root).
    let key: String
    /// The parent node, or `nil` for the root. A parent owns its children and ends them before
    /// it goes, so it outlives them; `unowned` avoids a cycle and a weak-reference side table.
    unowned let parent: AnyWorkflowNode?
    /// The loop this node belongs to. The runtime owns the tree, so it outlives every node that
    /// is still part of it.
    unowned let runtime: Runtime
    /// Set once, when a render pass stops declaring the node or the host stops.
    private(set) var hasEnded = false
    /// With partial tree rendering: this node must call `render` in the next pass instead of
    /// returning its last rendering, because it or a descendant changed. Starts `true`: a new
    /// node has no rendering to reuse.
    var needsRender = true
    /// The render pass that last declared this node; how a parent finds the children a pass
    /// dropped, and a child declared twice in one pass.
    var lastDeclaredPass: UInt64

    init(id: Int, key: String, parent: AnyWorkflowNode?, runtime: Runtime, pass: UInt64) {
        self.id = id
        self.key = key
        self.parent = parent
        self.runtime = runtime
        self.lastDeclaredPass = pass
    }

    var workflowType: Any.Type { fatalError("abstract") }

    /// A description of the node for observers and messages.
    var session: WorkflowSession {
        WorkflowSession(id: id, workflowType: workflowType, key: key, parentID: parent?.id)
    }

    /// The node's identity within its parent.
    var pathComponent: WorkflowPath.Component {
        WorkflowPath.Component(workflowType: workflowType, key: key)
    }

    /// The node's path from the root; built by walking up, so meant for messages only.
    var path: WorkflowPath {
        var components: [WorkflowPath.Component] = []
        var node: AnyWorkflowNode? = self
        while let current = node {
            components.append(current.pathComponent)
            node = current.parent
        }
        return WorkflowPath(components.reversed())
    }

    /// The running children, in the order they started.
    var childNodes: [AnyWorkflowNode] { fatalError("abstract") }

    /// Marks this node and its ancestors as needing to render in the next pass. Stops at the
    /// first ancestor already marked: its own ancestors were marked with it.
    final func markNeedsRender() {
        var node: AnyWorkflowNode? = self
        while let current = node, !current.needsRender {
            current.needsRender = true
            node = current.parent
        }
    }

    /// Applies an action given without its static type: from the mailbox or a replayed log.
    /// The action must be one of this node's workflow's actions.
    func receive(anyAction action: any WorkflowAction) {
        fatalError("abstract")
    }

    /// Adds this node's entry (and its state, if it snapshots it) to `entries`, then its
    /// children's.
    func appendSnapshotEntries(to entries: inout [WorkflowSnapshot.Entry], parentEntry: Int?) {
        fatalError("abstract")
    }

    /// Describes this node and its subtree for the debugger.
    func treeDumpNode() -> WorkflowTreeDump.Node {
        fatalError("abstract")
    }

    /// Ends this node and everything under it. Subclasses end their children and side effects.
    func end() {
        hasEnded = true
    }
}
