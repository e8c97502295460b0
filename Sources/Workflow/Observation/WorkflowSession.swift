/// Describes one running workflow node to observers.
public struct WorkflowSession: Hashable, CustomStringConvertible {
    /// Unique among the nodes of one host.
    public let id: Int
    /// The concrete workflow type.
    public let workflowType: Any.Type
    /// The key the parent rendered the workflow with; `""` for the root and unkeyed children.
    public let key: String
    /// The parent node's id, or `nil` for the root.
    public let parentID: Int?

    /// Makes a session description.
    public init(id: Int, workflowType: Any.Type, key: String, parentID: Int?) {
        self.id = id
        self.workflowType = workflowType
        self.key = key
        self.parentID = parentID
    }

    /// `TypeName` or `TypeName["key"]`, followed by the node id.
    public var description: String {
        let name = String(reflecting: workflowType)
        return key.isEmpty ? "\(name) #\(id)" : "\(name)[\"\(key)\"] #\(id)"
    }

    public static func == (lhs: WorkflowSession, rhs: WorkflowSession) -> Bool {
        lhs.id == rhs.id && lhs.workflowType == rhs.workflowType && lhs.key == rhs.key && lhs.parentID == rhs.parentID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(ObjectIdentifier(workflowType))
        hasher.combine(key)
        hasher.combine(parentID)
    }
}
