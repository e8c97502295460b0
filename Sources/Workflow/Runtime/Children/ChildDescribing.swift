/// Lets an internal child workflow describe itself in messages by what the developer wrote
/// (a worker's type) rather than by its runtime wrapper.
protocol ChildDescribing {
    static var childDescription: String { get }
}

/// How a child type appears in messages: `child workflow Counter` or `worker LoadProfile`.
func describeChild(_ type: Any.Type) -> String {
    (type as? any ChildDescribing.Type)?.childDescription ?? "child workflow \(type)"
}
