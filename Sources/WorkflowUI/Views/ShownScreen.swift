/// What a described-view container last showed, kept so that it can tell, for the next screen,
/// that showing it would change nothing: the screen is of the same type and compatibility key,
/// its content is `Equatable` and equal, and it is shown in the very same environment.
///
/// Wrappers that only adapt the environment or add a name (``NamedScreen``,
/// ``EnvironmentAdaptingScreen``) are looked through: their content and the environment it is
/// shown in are what is compared, since the wrappers themselves hold closures.
///
/// A list checks every row this way on every rendering, so the check for a screen that is not
/// a wrapper makes no call into the runtime but the `==` and one cast between identical types.
/// It is a class of constants so that reading it from its container copies nothing and checks
/// no exclusive access.
final class ShownScreen {
    /// The type of the screen shown, before looking through wrappers.
    private let screenType: ObjectIdentifier
    /// Its compatibility key: a screen with another one is shown in a new view.
    private let compatibilityKey: String?
    /// Whether that type is a wrapper, so that the next screen of the type must be unwrapped.
    private let isWrapper: Bool
    /// The content screen, for comparing the next one with.
    private let content: any Equatable
    /// The environment the content was shown in.
    private let environment: ViewEnvironment

    /// What showing `screen` (not an ``AnyScreen``) in `environment` shows, or `nil` when its
    /// content is not `Equatable`, so that the next screen must be shown in any case.
    ///
    /// A function rather than a failable initializer: a class's initializer has allocated the
    /// object by the time it finds it has nothing to remember, and every update of a screen
    /// that is not `Equatable` paid for the allocation and its undoing.
    static func remembering(_ screen: any Screen, in environment: ViewEnvironment) -> ShownScreen? {
        // A screen that is an object is not remembered: the type its existential names can be
        // a superclass of its own, so the type comparison below could take a subclass (another
        // screen type, to be shown in another view) for the same type.
        guard !(type(of: screen) is AnyClass) else { return nil }
        let (content, contentEnvironment, isWrapper) = unwrapped(screen, in: environment)
        guard let equatable = equatableScreens.cast(content, { $0 as? any Equatable }) else { return nil }
        return ShownScreen(
            screenType: typeIdentifier(of: screen), compatibilityKey: screen.compatibilityKey, isWrapper: isWrapper,
            content: equatable, environment: contentEnvironment
        )
    }

    private init(
        screenType: ObjectIdentifier, compatibilityKey: String?, isWrapper: Bool, content: any Equatable, environment: ViewEnvironment
    ) {
        self.screenType = screenType
        self.compatibilityKey = compatibilityKey
        self.isWrapper = isWrapper
        self.content = content
        self.environment = environment
    }

    /// Whether showing `screen` (not an ``AnyScreen``) in `environment` would show what is shown.
    func isShowing(_ screen: any Screen, in environment: ViewEnvironment) -> Bool {
        func check<S: Screen>(_ screen: S) -> Bool {
            guard ObjectIdentifier(S.self) == screenType, screen.compatibilityKey == compatibilityKey else { return false }
            guard isWrapper else {
                return environment.isIdentical(to: self.environment) && isEqual(content, screen)
            }
            let (content, contentEnvironment, _) = Self.unwrapped(screen, in: environment)
            return contentEnvironment.isIdentical(to: self.environment) && isEqualScreen(self.content, content)
        }
        return check(screen)
    }

    /// The type of the value in `screen`, read from the existential as it is opened, where
    /// `type(of:)` asks the runtime.
    private static func typeIdentifier(of screen: any Screen) -> ObjectIdentifier {
        func identifier<S: Screen>(_: S) -> ObjectIdentifier { ObjectIdentifier(S.self) }
        return identifier(screen)
    }

    /// The screen inside any wrappers, the environment it is shown in, and whether there was a
    /// wrapper.
    private static func unwrapped(_ screen: any Screen, in environment: ViewEnvironment) -> (any Screen, ViewEnvironment, Bool) {
        var content = screen
        var environment = environment
        var isWrapper = false
        while let wrapper = contentScreens.cast(content, { $0 as? any ContentScreen }) {
            environment = wrapper.contentEnvironment(environment)
            content = AnyScreen.unwrap(wrapper.contentScreen)
            isWrapper = true
        }
        return (content, environment, isWrapper)
    }
}

/// Whether `rhs` is a `T` equal to `lhs`. The types are compared first: a cast between two
/// types that are the same is a copy, where a conditional cast also looks up `Optional<T>`.
private func isEqual<T: Equatable, S>(_ lhs: T, _ rhs: S) -> Bool {
    guard S.self == T.self else { return false }
    // S is T, checked on the line above, so this cast cannot fail.
    return lhs == rhs as! T
}

/// Whether the screen in `rhs` is a `T` equal to `lhs`.
private func isEqualScreen<T: Equatable>(_ lhs: T, _ rhs: any Screen) -> Bool {
    func compare<S: Screen>(_ rhs: S) -> Bool { isEqual(lhs, rhs) }
    return compare(rhs)
}

/// The screen types found not to be `Equatable`, so that the cast is not tried again for each
/// of their screens.
private let equatableScreens = FailedCastMemo()
