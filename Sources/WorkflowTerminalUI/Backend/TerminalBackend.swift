@_spi(Backend) public import WorkflowUI

/// The terminal view system: screens are shown by ``TerminalView``s drawn in cells.
///
/// Bind a screen to it by conforming the screen to ``TerminalScreen``, or through a
/// `ViewRegistry<TerminalBackend>` in the environment (the way for screens from a module that
/// knows nothing of terminals). The backend draws ``SplitScreen``, ``BackStackScreen`` (Escape
/// goes back from a frame that can; a frame's ``NavigationBar`` is a header row whose leading
/// button is Escape and trailing button F2), ``BodyAndOverlaysScreen`` (dialogs are centred
/// boxes, sheets sit along the bottom, full-screen overlays cover the body; only layers above
/// the top modal take input; Escape dismisses the top overlay if it can be dismissed),
/// ``AlertScreen`` (a titled box of buttons) and ``TabScreen`` (a tab bar on the top row; Alt-1
/// to Alt-9 select a tab) itself.
public enum TerminalBackend: ViewBackend {
    /// The backend's views.
    public typealias View = TerminalView

    /// The description from the screen's ``TerminalScreen`` conformance, if it has one.
    public static func ownDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<TerminalBackend>? {
        TerminalScreenDescribers.describer(for: type(of: screen))?.describe(screen, in: environment)
    }

    /// Container views for split screens, back stacks, bodies with overlays, tabs and alerts.
    public static func builtInDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<TerminalBackend>? {
        switch BuiltInContainer(screen) {
        case .split(let split): SplitContainerView.description(of: split)
        case .backStack(let stack): BackStackContainerView.description(of: stack)
        case .bodyAndOverlays(let layered): BodyAndOverlaysContainerView.description(of: layered)
        case .tabs(let tabs): TabContainerView.description(of: tabs)
        case .alert(let alert): AlertView.description(of: alert)
        case nil: nil
        }
    }

    /// The kind its description gave the view (its class name if no description built it).
    public static func kind(of view: TerminalView) -> ViewKind {
        view.viewKind ?? .named(after: type(of: view))
    }
}

/// A screen that knows its own terminal view.
public protocol TerminalScreen: Screen {
    /// How the terminal backend shows this screen; typically
    /// ``WorkflowUI/ViewDescription/terminal(_:showing:)`` with a ``TerminalScreenView``, or
    /// ``WorkflowUI/ViewDescription/terminal(kind:build:update:)``.
    func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend>
}

extension ViewDescription where Backend == TerminalBackend {
    /// A description that builds a view of type `V` once and updates it for each screen.
    ///
    /// The view's ``TerminalView/isInputEnabled`` and theme (``TerminalThemeKey``) follow the
    /// environment before `update` runs.
    ///
    /// ```swift
    /// .terminal(build: { TextView() }) { view, _ in view.text = screen.title }
    /// ```
    public static func terminal<V: TerminalView>(
        kind: ViewKind? = nil,
        build: @escaping () -> V,
        update: @escaping (V, ViewEnvironment) -> Void
    ) -> ViewDescription<TerminalBackend> {
        let kind = kind ?? ViewKind.named(after: V.self)
        return ViewDescription(
            kind: kind,
            build: { _ in
                let view = build()
                view.viewKind = kind
                return view
            },
            update: { view, environment in
                // canUpdate checks the kind, and only this description builds views of it.
                guard let typed = view as? V else { fatalError("internal: a \(type(of: view)) has the view kind \(kind)") }
                typed.isInputEnabled = environment.isInputEnabled
                typed.environmentTheme = environment.terminalTheme
                update(typed, environment)
            }
        )
    }
}
