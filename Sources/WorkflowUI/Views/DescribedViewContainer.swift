/// Shows a screen of any type in one place of a view tree, keeping its view while the screens
/// stay compatible: the building block of every container view.
///
/// Each ``show(_:in:)`` looks up the screen's ``ViewDescription`` through the environment's
/// ``ViewRegistry``, then updates the current view if the new screen is compatible with the
/// last one (``ScreenIdentity``) and the description can update the view, or builds a new view
/// otherwise.
@_spi(Backend) public final class DescribedViewContainer<Backend: ViewBackend> {
    /// What ``DescribedViewContainer/show(_:in:)`` did.
    public enum Change: Hashable {
        /// There was no view; one was built.
        case built
        /// The existing view was updated.
        case updated
        /// The existing view could not show the screen and was replaced by a new one.
        case replaced
    }

    /// The view showing the latest screen, once one has been shown.
    public private(set) var view: Backend.View?
    /// The identity of the latest screen.
    public private(set) var identity: ScreenIdentity?

    /// An empty container.
    public init() {}

    /// Shows `screen`, updating or replacing the current view.
    ///
    /// - Throws: ``ViewBindingError`` when no view is bound to the screen's type; the current
    ///   view is left as it was.
    @discardableResult
    public func show(_ screen: any Screen, in environment: ViewEnvironment) throws(ViewBindingError) -> Change {
        let description = try environment[ViewRegistryKey<Backend>.self].description(for: screen, in: environment)
        let newIdentity = ScreenIdentity(of: screen)
        let change: Change
        if let view, identity == newIdentity, description.canUpdate(view) {
            description.update(view, in: environment)
            change = .updated
        } else {
            change = view == nil ? .built : .replaced
            view = description.build(in: environment)
        }
        identity = newIdentity
        return change
    }
}
