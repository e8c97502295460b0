public import WorkflowUI

/// A terminal view that shows one screen type: built once with `init()`, then given each
/// rendering of the screen with ``update(with:in:)``.
///
/// Binding it is one line, in a registry or in the screen's own ``TerminalScreen``
/// conformance:
///
/// ```swift
/// final class TodoListView: TerminalView, TerminalScreenView {
///     private let list = ListView()
///
///     override init() {
///         super.init()
///         setChildren([PanelView(title: "To-do", content: list)])
///     }
///
///     func update(with screen: TodoListScreen, in environment: ViewEnvironment) {
///         list.rows = screen.rows.map { ListView.Row($0.title) }
///     }
/// }
///
/// try registry.register(TodoListScreen.self, view: TodoListView.self)
/// ```
public protocol TerminalScreenView: TerminalView {
    /// The screen this view shows.
    associatedtype ScreenType: Screen

    /// A view with its children in place, before it has been given a screen.
    init()

    /// Shows `screen`: copies its values and callbacks into the child views. Called after
    /// ``TerminalView/isInputEnabled`` has been set from `environment`, for every rendering
    /// (but those whose screen is `Equatable` and equal to the last, in the same environment),
    /// with the same view as long as the screen stays compatible, so focus, cursors and scroll
    /// offsets survive.
    func update(with screen: ScreenType, in environment: ViewEnvironment)
}

extension ViewDescription where Backend == TerminalBackend {
    /// A description that builds a `V` and updates it with `screen`.
    ///
    /// ```swift
    /// func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
    ///     .terminal(TodoListView.self, showing: self)
    /// }
    /// ```
    public static func terminal<V: TerminalScreenView>(_ viewType: V.Type, showing screen: V.ScreenType) -> ViewDescription<TerminalBackend>
    {
        .terminal(build: { V() }) { view, environment in view.update(with: screen, in: environment) }
    }
}

extension ViewRegistry where Backend == TerminalBackend {
    /// Binds `screenType` to `viewType`, which is built once and updated with each rendering.
    ///
    /// - Throws: ``WorkflowUI/ViewBindingError/duplicateBinding(screenType:backend:)`` if the
    ///   screen type is already bound.
    public mutating func register<V: TerminalScreenView>(_ screenType: V.ScreenType.Type, view viewType: V.Type) throws(ViewBindingError) {
        try register(screenType) { screen, _ in .terminal(viewType, showing: screen) }
    }
}
