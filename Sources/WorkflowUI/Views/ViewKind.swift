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

    /// The kind named after `type`, for a backend's views that name no kind of their own. The
    /// name is worked out once per type, and remembered: naming a type is slow, and views are
    /// described for every screen of every rendering.
    @_spi(Backend) public static func named(after type: Any.Type) -> ViewKind {
        kindsNamedAfterTypes.value(for: type) { ViewKind(String(describing: type)) }
    }
}

/// ``ViewKind/named(after:)``'s kinds so far; one entry per type.
private let kindsNamedAfterTypes = TypeMemo<ViewKind>()
