/// One node of a recorded workflow tree, as the inspector shows it: what it is, its state, how
/// often and how lately it rendered, and its children.
public struct InspectorNode: Sendable, Hashable, Identifiable {
    /// The node's id in its host, as observers see it in `WorkflowNodeInfo.id`.
    public let id: Int
    /// The workflow type without its module, such as `TicTacToeWorkflow`.
    public let workflowType: String
    /// The key its parent rendered it with; `""` for the root and unkeyed children.
    public let key: String
    /// Its path from the root (types with their modules, and keys), as recordings name nodes.
    public let path: String
    /// The worker's description for a worker node (`TimerWorker(…)`), `nil` for a workflow.
    public let worker: String?
    /// The state on one line, cut to about 120 characters, for the tree.
    public let stateSummary: String
    /// The whole state as custom-dump prints it, over several lines, for the detail pane.
    public let state: String
    /// How many times the node has rendered since it started.
    public let renderCount: Int
    /// When it last rendered, measured from when the recording started; `nil` before its first render.
    public let lastRenderTime: Duration?
    /// How long its last render took, its children's renders included.
    public let lastRenderDuration: Duration?
    /// Whether the last update that ran a render pass rendered this node again.
    public let renderedInLastUpdate: Bool
    /// The keys of its running side effects, in the order they started.
    public let sideEffects: [String]
    /// Its running children, workers included, in the order they started.
    public let children: [InspectorNode]

    /// A node description; the recorder makes these.
    public init(
        id: Int, workflowType: String, key: String, path: String, worker: String?, stateSummary: String, state: String,
        renderCount: Int, lastRenderTime: Duration?, lastRenderDuration: Duration?, renderedInLastUpdate: Bool,
        sideEffects: [String], children: [InspectorNode]
    ) {
        self.id = id
        self.workflowType = workflowType
        self.key = key
        self.path = path
        self.worker = worker
        self.stateSummary = stateSummary
        self.state = state
        self.renderCount = renderCount
        self.lastRenderTime = lastRenderTime
        self.lastRenderDuration = lastRenderDuration
        self.renderedInLastUpdate = renderedInLastUpdate
        self.sideEffects = sideEffects
        self.children = children
    }

    /// `Type`, `Type["key"]` or the worker's description.
    public var title: String {
        let name = worker ?? workflowType
        return key.isEmpty ? name : "\(name)[\"\(key)\"]"
    }

    /// This node and its descendants, depth first, each with its depth below this node: the
    /// order the tree pane lists them in.
    public var flattened: [(depth: Int, node: InspectorNode)] {
        var rows: [(depth: Int, node: InspectorNode)] = []
        func visit(_ node: InspectorNode, depth: Int) {
            rows.append((depth, node))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return rows
    }

    /// The node with `id` in this subtree, if any.
    public func node(withID id: Int) -> InspectorNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(withID: id) { return found }
        }
        return nil
    }
}
