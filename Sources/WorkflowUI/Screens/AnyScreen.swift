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

    /// The wrapped screen as an `S`, or `nil` when it is a screen of another type.
    ///
    /// It looks one level deep only: a ``NamedScreen`` or a container is returned as itself,
    /// not as the screen inside it. Asking for `AnyScreen` returns this screen.
    ///
    /// Lets a test reach the screen inside a container without a cast:
    ///
    /// ```swift
    /// let list = try #require(stack.top.screen.as(TodoListScreen.self))
    /// list.onSelect(0)
    /// ```
    public func `as`<S: Screen>(_ type: S.Type) -> S? {
        (wrapped as? S) ?? (self as? S)
    }

    /// The wrapped screen's key.
    public var compatibilityKey: String? { wrapped.compatibilityKey }

    /// `screen` itself, or the screen an `AnyScreen` wraps.
    static func unwrap(_ screen: any Screen) -> any Screen {
        // Comparing types first is cheaper than a cast that fails, which is the common case;
        // and the type read from the opened existential is cheaper than `type(of:)`, which
        // asks the runtime (containers unwrap every screen of every rendering, a list's rows
        // among them).
        func isAnyScreen<S: Screen>(_: S) -> Bool { S.self == AnyScreen.self }
        guard isAnyScreen(screen) else { return screen }
        return (screen as? AnyScreen)?.wrapped ?? screen
    }
}

extension Screen {
    /// This screen wrapped in an ``AnyScreen``.
    public func asAnyScreen() -> AnyScreen {
        AnyScreen(self)
    }
}
