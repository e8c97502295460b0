/// The container screens that every backend draws itself, told apart in one place so that the
/// backends' ``ViewBackend/builtInDescription(of:environment:)`` are one `switch` each and
/// share the memo of failed protocol casts (a screen that is no container costs a look-up,
/// not a search of the conformance tables, on every rendering).
///
/// ```swift
/// switch BuiltInContainer(screen) {
/// case .split(let split): …
/// case .backStack(let stack): …
/// case nil: return nil
/// }
/// ```
@_spi(Backend) public enum BuiltInContainer {
    /// A ``SplitScreen`` of any pane types.
    case split(any AnySplitScreen)
    /// A ``BackStackScreen``.
    case backStack(BackStackScreen)
    /// A ``BodyAndOverlaysScreen`` of any body type, or another screen shown as one (an
    /// ``AlertContainerScreen``).
    case bodyAndOverlays(any AnyBodyAndOverlaysScreen)
    /// A ``TabScreen``.
    case tabs(TabScreen)
    /// An ``AlertScreen``: what an alert overlay shows.
    case alert(AlertScreen)

    /// The container `screen` is, or `nil` if it is none of them.
    public init?(_ screen: any Screen) {
        // Concrete types first: a cast to a struct is a type comparison.
        if let stack = screen as? BackStackScreen {
            self = .backStack(stack)
        } else if let tabs = screen as? TabScreen {
            self = .tabs(tabs)
        } else if let alert = screen as? AlertScreen {
            self = .alert(alert)
        } else if let split = splitScreens.cast(screen, { $0 as? any AnySplitScreen }) {
            self = .split(split)
        } else if let layered = bodyAndOverlaysScreens.cast(screen, { $0 as? any AnyBodyAndOverlaysScreen }) {
            self = .bodyAndOverlays(layered)
        } else {
            return nil
        }
    }
}

/// The screen types found not to be split screens, or bodies with overlays.
private let splitScreens = FailedCastMemo()
private let bodyAndOverlaysScreens = FailedCastMemo()
