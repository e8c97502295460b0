/// One thing to do.
public struct Todo: Equatable, Sendable {
    /// What to do, as the list shows it.
    public var title: String
    /// Whether it has been done; the list ticks it off.
    public var isDone = false

    /// A to-do that is not done yet.
    public init(_ title: String) {
        self.title = title
    }
}
