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

        /// Makes a component.
        public init(workflowType: String, key: String) {
            self.workflowType = workflowType
            self.key = key
        }

        /// The component of a node of `workflowType` rendered with `key`. Snapshots, paths and
        /// action logs all name types this way, so that they match each other.
        init(workflowType: Any.Type, key: String) {
            self.init(workflowType: Self.name(of: workflowType), key: key)
        }

        /// How a component names a workflow type: `String(reflecting:)`, module included.
        static func name(of workflowType: Any.Type) -> String {
            String(reflecting: workflowType)
        }

        /// `Type` or `Type["key"]`.
        public var description: String {
            key.isEmpty ? workflowType : "\(workflowType)[\"\(key)\"]"
        }
    }

    /// The root first.
    public let components: [Component]

    /// Makes a path from its components, root first.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// The components joined by `/`.
    public var description: String {
        components.map(\.description).joined(separator: "/")
    }
}
