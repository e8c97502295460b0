/// Where a node sits in a workflow tree: the identities of the nodes from the root down to it.
///
/// Each step is a workflow type and the key its parent rendered it with. Snapshots name nodes
/// this way, so that a new host finds each node's saved state by what its parents render.
public struct WorkflowPath: Hashable, Sendable, CustomStringConvertible {
    /// One node's identity within its parent.
    public struct Component: Hashable, Sendable, CustomStringConvertible {
        /// The workflow type, as `String(reflecting:)` prints it.
        public let workflowType: String
        /// The key its parent rendered it with; `""` for the root and unkeyed children.
        public let key: String

        /// The step to the child of type `workflowType` rendered with `key`.
        public init(workflowType: String, key: String) {
            self.workflowType = workflowType
            self.key = key
        }

        /// The component of a node of `workflowType` rendered with `key`. Snapshots, paths and
        /// action logs all name types this way, so that they match each other.
        init(workflowType: Any.Type, key: String) {
            self.init(workflowType: Self.name(of: workflowType), key: key)
        }

        /// How a component names a workflow type: `String(reflecting:)`, module included
        /// (worked out once per type, see ``WorkflowTypeNames``).
        static func name(of workflowType: Any.Type) -> String {
            WorkflowTypeNames.name(of: workflowType)
        }

        /// `Type` or `Type["key"]`.
        public var description: String {
            key.isEmpty ? workflowType : "\(workflowType)[\"\(key)\"]"
        }
    }

    /// Where the components are; paths read from one snapshot share one table.
    private let table: PathTable
    /// The entry of the last component in `table`; `-1` for the empty path.
    private let entry: Int

    /// Makes a path from its components, root first.
    public init(_ components: [Component]) {
        self.init(table: PathTable(path: components), entry: components.count - 1)
    }

    /// The path that ends at `entry` of `table`.
    init(table: PathTable, entry: Int) {
        self.table = table
        self.entry = entry
    }

    /// The root first. Building the array takes time proportional to the path's length.
    public var components: [Component] {
        var components: [Component] = []
        components.reserveCapacity(depth)
        var current = entry
        while current >= 0 {
            components.append(table.components[current])
            current = table.parents[current]
        }
        return components.reversed()
    }

    private var depth: Int { entry < 0 ? 0 : table.depths[entry] }
    private var digest: Int { entry < 0 ? 0 : table.digests[entry] }

    /// Whether both paths have the same components. Paths that differ almost always differ in
    /// length or digest, so only equal paths are walked, and only until they share storage.
    public static func == (lhs: WorkflowPath, rhs: WorkflowPath) -> Bool {
        guard lhs.depth == rhs.depth, lhs.digest == rhs.digest else { return false }
        var left = lhs.entry
        var right = rhs.entry
        while left >= 0 {
            if lhs.table === rhs.table && left == right { return true }
            guard lhs.table.components[left] == rhs.table.components[right] else { return false }
            left = lhs.table.parents[left]
            right = rhs.table.parents[right]
        }
        return true
    }

    /// Hashes the path's length and digest, without walking it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(depth)
        hasher.combine(digest)
    }

    /// The components joined by `/`.
    public var description: String {
        components.map(\.description).joined(separator: "/")
    }
}
