/// Names a kind of view a backend builds — `"InboxView"`, `"split"` — so that a container can
/// tell whether an existing view can be updated by a description.
public struct ViewKind: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name two descriptions must share for one to update the other's view.
    public let name: String

    /// Makes a kind named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// Makes a kind from a string literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
