/// A picture of a host's running tree at one moment, from ``WorkflowHost/treeDump()``: each
/// node's type, key, id and state, its running workers and side effects, and its children.
///
/// Print ``text`` while debugging, or feed ``dot`` to Graphviz (`dot -Tpng`) for a diagram.
public struct WorkflowTreeDump: Sendable, Hashable, CustomStringConvertible {
    /// One node of the tree.
    public struct Node: Sendable, Hashable {
        /// What a node is.
        public enum Kind: Sendable, Hashable {
            /// A workflow node, with its state and side effects shown.
            case workflow
            /// A running worker, with its description.
            case worker(String)
        }

        /// The node's id within its host (also in ``WorkflowNodeInfo/id``).
        public let id: Int
        /// The workflow type, as `String(describing:)` prints it (without the module).
        public let workflowType: String
        /// The key its parent rendered it with; `""` for the root and unkeyed children.
        public let key: String
        /// Whether it is a workflow or a worker.
        public let kind: Kind
        /// The state, as `String(describing:)` prints it.
        public let state: String
        /// The keys of its running side effects (as `String(reflecting:)` prints them, so
        /// strings are quoted), in the order they started.
        public let sideEffects: [String]
        /// Its running children, workers included, in the order they started.
        public let children: [Node]

        /// Makes a node description.
        public init(id: Int, workflowType: String, key: String, kind: Kind, state: String, sideEffects: [String], children: [Node]) {
            self.id = id
            self.workflowType = workflowType
            self.key = key
            self.kind = kind
            self.state = state
            self.sideEffects = sideEffects
            self.children = children
        }

        /// `Type`, `Type["key"]` or `worker Description`, followed by `#id`.
        public var title: String {
            let name: String
            switch kind {
            case .worker(let description): name = description
            case .workflow: name = workflowType
            }
            return key.isEmpty ? "\(name) #\(id)" : "\(name)[\"\(key)\"] #\(id)"
        }
    }

    /// The root node.
    public let root: Node

    /// A dump whose tree starts at `root`; hosts make these with `treeDump()`.
    public init(root: Node) {
        self.root = root
    }

    /// The same as ``text``.
    public var description: String { text }

    /// An indented outline, one line per node plus one per side effect:
    ///
    /// ```
    /// App #1 state: State(page: 2)
    /// ├─ Inbox["main"] #2 state: ()
    /// │  └─ worker LoadMessages #3
    /// └─ side effect "clock"
    /// ```
    public var text: String {
        var lines: [String] = []
        appendLines(of: root, prefix: "", childPrefix: "", to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendLines(of node: Node, prefix: String, childPrefix: String, to lines: inout [String]) {
        let state: String
        switch node.kind {
        case .workflow: state = " state: \(Self.abbreviate(node.state))"
        case .worker: state = ""
        }
        lines.append(prefix + node.title + state)
        let items = node.children.map { Item.child($0) } + node.sideEffects.map { Item.sideEffect($0) }
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            let branch = childPrefix + (isLast ? "└─ " : "├─ ")
            let continuation = childPrefix + (isLast ? "   " : "│  ")
            switch item {
            case .child(let child):
                appendLines(of: child, prefix: branch, childPrefix: continuation, to: &lines)
            case .sideEffect(let key):
                lines.append(branch + "side effect \(key)")
            }
        }
    }

    private enum Item {
        case child(Node)
        case sideEffect(String)
    }

    /// A Graphviz `digraph`: a box per workflow (type, key, state, side effects), an ellipse per
    /// worker, and an edge from each parent to each child.
    public var dot: String {
        var lines = ["digraph Workflow {", "    node [shape=box, fontname=\"Helvetica\"];"]
        appendDOT(of: root, to: &lines)
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func appendDOT(of node: Node, to lines: inout [String]) {
        switch node.kind {
        case .workflow:
            var label = [node.title, "state: \(Self.abbreviate(node.state))"]
            label += node.sideEffects.map { "side effect \($0)" }
            lines.append("    n\(node.id) [label=\"\(label.map(Self.escapeDOT).joined(separator: "\\n"))\"];")
        case .worker:
            lines.append("    n\(node.id) [shape=ellipse, label=\"\(Self.escapeDOT(node.title))\"];")
        }
        for child in node.children {
            appendDOT(of: child, to: &lines)
            lines.append("    n\(node.id) -> n\(child.id);")
        }
    }

    /// Long states are cut to keep the outline readable.
    private static func abbreviate(_ state: String) -> String {
        let limit = 160
        return state.count <= limit ? state : String(state.prefix(limit)) + "…"
    }

    private static func escapeDOT(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
