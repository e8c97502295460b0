/// The identity of a child within its parent: its concrete workflow type plus its key.
struct ChildKey: Hashable {
    let workflowType: ObjectIdentifier
    let key: String
}
