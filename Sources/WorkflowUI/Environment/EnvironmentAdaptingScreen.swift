/// A screen shown in an environment adapted from its container's: the way for a workflow to
/// set a value for everything below one of its screens.
public struct EnvironmentAdaptingScreen<Content: Screen>: Screen {
    /// The screen shown.
    public var content: Content
    /// Changes the environment the content is shown in.
    public var adapt: (ViewEnvironment) -> ViewEnvironment

    /// Shows `content` in the environment `adapt` makes.
    public init(_ content: Content, adapt: @escaping (ViewEnvironment) -> ViewEnvironment) {
        self.content = content
        self.adapt = adapt
    }

    /// The content's key: adapting the environment does not change which view shows it.
    public var compatibilityKey: String? { content.compatibilityKey }
}

extension EnvironmentAdaptingScreen: ContentScreen {
    var contentScreen: any Screen { content }
    func contentEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment { adapt(environment) }
}

extension Screen {
    /// This screen, shown in the environment `adapt` makes from its container's.
    public func adaptingEnvironment(_ adapt: @escaping (ViewEnvironment) -> ViewEnvironment) -> EnvironmentAdaptingScreen<Self> {
        EnvironmentAdaptingScreen(self, adapt: adapt)
    }

    /// This screen, shown with `key` set to `value`.
    public func environment<Key: ViewEnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> EnvironmentAdaptingScreen<Self> {
        EnvironmentAdaptingScreen(self) { $0.setting(key, to: value) }
    }
}
