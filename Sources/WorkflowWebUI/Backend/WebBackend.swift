@_spi(Backend) public import WorkflowUI

/// The web view system: screens are shown as parts of a page in the browser, driven from the
/// server. Each screen's view declares its content with the ``WebContentBuilder`` DSL; the
/// backend keeps the server's copy of the page and turns each new rendering into the smallest
/// patch that updates the browser.
///
/// Bind a screen to it by conforming the screen to ``WebScreen``, or through a
/// `ViewRegistry<WebBackend>` in the environment (the way for screens from a module that knows
/// nothing of the web). The backend shows ``/WorkflowUI/SplitScreen``, ``/WorkflowUI/BackStackScreen``,
/// ``/WorkflowUI/BodyAndOverlaysScreen``, ``/WorkflowUI/TabScreen`` and ``/WorkflowUI/AlertScreen`` itself.
public enum WebBackend: ViewBackend {
    /// The backend's views.
    public typealias View = WebView

    /// The description from the screen's ``WebScreen`` conformance, if it has one.
    public static func ownDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<WebBackend>? {
        WebScreenDescribers.describer(for: type(of: screen))?.describe(screen)
    }

    /// Views for split screens, back stacks (with their navigation bars), bodies with overlays,
    /// tabs and alerts.
    public static func builtInDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<WebBackend>? {
        switch BuiltInContainer(screen) {
        case .split(let split): WebContainers.split(split)
        case .backStack(let stack): WebContainers.backStack(stack)
        case .bodyAndOverlays(let layered): WebContainers.bodyAndOverlays(layered)
        case .tabs(let tabs): WebContainers.tabs(tabs)
        case .alert(let alert): WebContainers.alert(alert)
        case nil: nil
        }
    }

    /// The kind its description gave the view.
    public static func kind(of view: WebView) -> ViewKind {
        view.kind
    }
}

/// A screen that declares its own web content.
///
/// ```swift
/// extension CounterScreen: WebScreen {
///     func webContent(in environment: ViewEnvironment) -> WebElement {
///         div {
///             p("Count: \(value)")
///             button("Increment", onClick: onIncrement)
///         }
///     }
/// }
/// ```
public protocol WebScreen: Screen {
    /// The screen's content: one top element, with child screens placed by ``WebNode/screen(_:key:)``.
    ///
    /// It is asked for whenever the screen is shown, except when the screen is `Equatable` and
    /// equal to the one its view shows, in the same environment: then the view is left as it is.
    func webContent(in environment: ViewEnvironment) -> WebElement
}

/// The page a web view belongs to: set by the session on the root environment; every view
/// built below it records its ids and patches there.
public enum WebDocumentKey: ViewEnvironmentKey {
    /// `nil`: a web view needs a session's document to be built.
    public static var defaultValue: WebDocument? { nil }
}

extension ViewDescription where Backend == WebBackend {
    /// A description whose view shows the element `content` declares, diffed against what the
    /// page shows on every update.
    ///
    /// ```swift
    /// try registry.register(InboxScreen.self) { screen, _ in
    ///     .web(kind: "inbox") { _ in InboxPage.content(of: screen) }
    /// }
    /// ```
    public static func web(kind: ViewKind, content: @escaping (ViewEnvironment) -> WebElement) -> ViewDescription<WebBackend> {
        web(kind: kind) { _, environment in content(environment) }
    }

    /// A description like ``web(kind:content:)`` whose content is declared knowing the view, for
    /// container views that keep something of their own between renderings.
    static func web(kind: ViewKind, content: @escaping (WebView, ViewEnvironment) -> WebElement) -> ViewDescription<WebBackend> {
        ViewDescription(
            kind: kind,
            build: { environment in buildView(kind: kind, in: environment) },
            update: { view, environment in
                view.update(to: content(view, environment), in: environment)
            }
        )
    }

    /// A new web view of `kind`, on the page of the session whose environment this is.
    static func buildView(kind: ViewKind, in environment: ViewEnvironment) -> WebView {
        guard let document = environment[WebDocumentKey.self] else {
            fatalError(
                "A web view of kind \(kind) was built outside a web session: show screens with WebSession, which puts its WebDocument in the environment"
            )
        }
        return WebView(kind: kind, document: document)
    }
}
