/// A view system that draws screens: the terminal, a web page, an in-memory test tree.
///
/// A backend names its view type and tells the UI core how to find views for screens it
/// knows without a registry entry: screens that conform to the backend's own screen
/// protocol, and the container screens it draws (``SplitScreen``, ``BackStackScreen``,
/// ``BodyAndOverlaysScreen``). Adding a backend needs no change to this module.
public protocol ViewBackend {
    /// The backend's view type.
    associatedtype View: AnyObject

    /// The description of `screen` from its own binding to this backend (typically a cast to
    /// the backend's screen protocol), or `nil` if it has none.
    static func ownDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<Self>?

    /// The description of `screen` if it is one of the containers this backend draws, or `nil`.
    static func builtInDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<Self>?

    /// The kind of view `view` is, as its description's ``ViewDescription/kind`` said when it
    /// built it.
    static func kind(of view: View) -> ViewKind
}
