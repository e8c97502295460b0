/// Shows a screen of any type in one place of a view tree, keeping its view while the screens
/// stay compatible: the building block of every container view.
///
/// Each ``show(_:in:)`` looks up the screen's ``ViewDescription`` through the environment's
/// ``ViewRegistry``, then updates the current view if the new screen is compatible with the
/// last one (``ScreenIdentity``) and the description can update the view, or builds a new view
/// otherwise.
///
/// A screen equal to the last one shown, in the same environment, is not shown again: see
/// <doc:ScreensEnvironmentAndContainers#What-makes-a-screen-cheap>.
@_spi(Backend) public final class DescribedViewContainer<Backend: ViewBackend> {
    /// What ``DescribedViewContainer/show(_:in:)`` did.
    public enum Change: Hashable {
        /// There was no view; one was built.
        case built
        /// The existing view was updated.
        case updated
        /// The existing view could not show the screen and was replaced by a new one.
        case replaced
        /// The screen is `Equatable` and equal to the last one, in the same environment: the
        /// view was left as it was, without looking up a description.
        case unchanged
    }

    /// The view showing the latest screen, once one has been shown.
    public private(set) var view: Backend.View?
    /// The identity of the latest screen.
    public private(set) var identity: ScreenIdentity?
    /// The latest screen, when it can be compared with the next.
    private var shown: ShownScreen?
    /// The environment last shown in, if it held no bindings (most apps bind no screen types):
    /// while screens come in that very environment, its registry is not looked up again. The
    /// look-up, and the empty registry made for an environment without one, cost about a
    /// thirtieth of a web counter's click.
    private var environmentWithoutBindings: ViewEnvironment?

    /// An empty container.
    public init() {}

    /// Shows `screen`, updating or replacing the current view, or leaving it as it is when
    /// `screen` is equal to the last screen and `environment` is the last one.
    ///
    /// - Throws: ``ViewBindingError`` when no view is bound to the screen's type; the current
    ///   view is left as it was.
    @discardableResult
    public func show(_ screen: any Screen, in environment: ViewEnvironment) throws(ViewBindingError) -> Change {
        let screen = AnyScreen.unwrap(screen)
        // `shown` is set only once a view shows the screen, and compares type and key too.
        if let shown, shown.isShowing(screen, in: environment) {
            return .unchanged
        }
        let newIdentity = ScreenIdentity(of: screen)
        let description: ViewDescription<Backend>
        do {
            description = try registry(in: environment).description(for: screen, in: environment)
        } catch {
            // The view stays, but no longer shows the latest screen: the next one is shown
            // whatever it is.
            shown = nil
            throw error
        }
        let change: Change
        if let view, identity == newIdentity, description.canUpdate(view) {
            description.update(view, in: environment)
            change = .updated
        } else {
            change = view == nil ? .built : .replaced
            view = description.build(in: environment)
        }
        identity = newIdentity
        shown = ShownScreen.remembering(screen, in: environment)
        return change
    }

    private func registry(in environment: ViewEnvironment) -> ViewRegistry<Backend> {
        if let environmentWithoutBindings, environmentWithoutBindings.isIdentical(to: environment) {
            return ViewRegistry()
        }
        let registry = environment[ViewRegistryKey<Backend>.self]
        environmentWithoutBindings = registry.count == 0 ? environment : nil
        return registry
    }
}
