/// A screen with a name added to its compatibility key, so that two screens of the same type
/// with different names get different views: for instance the same form shown for two
/// different records, which must not share one view's scroll position and focus.
public struct NamedScreen<Wrapped: Screen>: Screen {
    /// The screen shown.
    public var wrapped: Wrapped
    /// The name that sets it apart.
    public var name: String

    /// Names `wrapped`.
    public init(_ wrapped: Wrapped, name: String) {
        self.wrapped = wrapped
        self.name = name
    }

    /// The name, followed by the wrapped screen's own key if it has one.
    public var compatibilityKey: String? {
        wrapped.compatibilityKey.map { "\(name)+\($0)" } ?? name
    }
}

extension NamedScreen: ContentScreen {
    var contentScreen: any Screen { wrapped }
    func contentEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment { environment }
}

/// A screen that is shown by showing another screen, possibly in an adapted environment:
/// describing it means describing its content.
protocol ContentScreen {
    var contentScreen: any Screen { get }
    func contentEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment
}
