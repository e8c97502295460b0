/// A screen of any type, for renderings that hold one of several screen types.
///
/// It is transparent: its compatibility and its view are those of the screen it wraps.
public struct AnyScreen: Screen {
    /// The wrapped screen (never itself an `AnyScreen`).
    public let wrapped: any Screen

    /// Wraps `screen`; wrapping an `AnyScreen` keeps the screen inside it.
    public init(_ screen: any Screen) {
        wrapped = Self.unwrap(screen)
    }

    /// The wrapped screen's key.
    public var compatibilityKey: String? { wrapped.compatibilityKey }

    /// `screen` itself, or the screen an `AnyScreen` wraps.
    static func unwrap(_ screen: any Screen) -> any Screen {
        (screen as? AnyScreen)?.wrapped ?? screen
    }
}

extension Screen {
    /// This screen wrapped in an ``AnyScreen``.
    public func asAnyScreen() -> AnyScreen {
        AnyScreen(self)
    }
}
