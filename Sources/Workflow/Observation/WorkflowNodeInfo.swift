/// Describes one running workflow node to observers: which node of the tree an observer hook
/// (``WorkflowObserver/sessionDidBegin(_:)``, a render, an action) is about.
///
/// workflow-swift calls this a "session", a word this project keeps for a browser page's
/// session; ``WorkflowSession`` remains as a deprecated name for code ported from there.
public struct WorkflowNodeInfo: Hashable, CustomStringConvertible {
    /// Unique among the nodes of one host.
    public let id: Int
    /// The concrete workflow type.
    public let workflowType: Any.Type
    /// The key the parent rendered the workflow with; `""` for the root and unkeyed children.
    public let key: String
    /// The parent node's id, or `nil` for the root.
    public let parentID: Int?

    /// Describes the node `id` of type `workflowType`, rendered under `key` by the node
    /// `parentID`.
    public init(id: Int, workflowType: Any.Type, key: String, parentID: Int?) {
        self.id = id
        self.workflowType = workflowType
        self.key = key
        self.parentID = parentID
    }

    /// `TypeName` or `TypeName["key"]`, followed by the node id.
    public var description: String {
        let name = WorkflowTypeNames.name(of: workflowType)
        return key.isEmpty ? "\(name) #\(id)" : "\(name)[\"\(key)\"] #\(id)"
    }

    public static func == (lhs: WorkflowNodeInfo, rhs: WorkflowNodeInfo) -> Bool {
        lhs.id == rhs.id && lhs.workflowType == rhs.workflowType && lhs.key == rhs.key && lhs.parentID == rhs.parentID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(ObjectIdentifier(workflowType))
        hasher.combine(key)
        hasher.combine(parentID)
    }
}

/// workflow-swift's name for ``WorkflowNodeInfo``, kept so that ported observers compile.
@available(*, deprecated, renamed: "WorkflowNodeInfo")
public typealias WorkflowSession = WorkflowNodeInfo
