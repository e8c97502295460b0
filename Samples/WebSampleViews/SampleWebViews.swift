import WorkflowSamples
public import WorkflowUI
public import WorkflowWebUI

/// The web views of the samples, bound through a registry: the sample screens know nothing of
/// the web, and the same screens are shown by the terminal views side by side.
public enum SampleWebViews {
    /// Binds every sample screen to its web content.
    public static func registry() throws(ViewBindingError) -> ViewRegistry<WebBackend> {
        var registry = ViewRegistry<WebBackend>()
        try registry.register(GalleryMenuScreen.self) { screen, _ in
            .web(kind: "gallery-menu") { _ in GalleryPage.content(screen) }
        }
        try registry.register(GameScreen.self) { screen, _ in
            .web(kind: "tic-tac-toe") { _ in TicTacToePage.content(screen) }
        }
        try registry.register(InboxScreen.self) { screen, _ in
            .web(kind: "inbox") { _ in EmailPages.inbox(screen) }
        }
        try registry.register(MessageScreen.self) { screen, _ in
            .web(kind: "message") { _ in EmailPages.message(screen) }
        }
        try registry.register(TodoListScreen.self) { screen, _ in
            .web(kind: "todo-list") { _ in TodoPages.list(screen) }
        }
        try registry.register(TodoDetailScreen.self) { screen, _ in
            .web(kind: "todo-detail") { _ in TodoPages.detail(screen) }
        }
        try registry.register(TodoEditScreen.self) { screen, _ in
            .web(kind: "todo-edit") { _ in TodoPages.edit(screen) }
        }
        try registry.register(SearchScreen.self) { screen, _ in
            .web(kind: "search") { _ in SearchPage.content(screen) }
        }
        try registry.register(StopwatchScreen.self) { screen, _ in
            .web(kind: "stopwatch") { _ in StopwatchPage.content(screen) }
        }
        try registry.register(PromptScreen.self) { screen, _ in
            .web(kind: "prompt") { _ in PromptPage.content(screen) }
        }
        try registry.register(SignUpScreen.self) { screen, _ in
            .web(kind: "sign-up") { _ in SignUpPage.content(screen) }
        }
        return registry
    }

    /// An environment holding ``registry()``.
    public static func environment() throws(ViewBindingError) -> ViewEnvironment {
        ViewEnvironment.empty.setting(ViewRegistryKey<WebBackend>.self, to: try registry())
    }

    /// The samples' look, appended to the backend's stylesheet.
    public static let stylesheet = #"""
        .menu { max-width: 420px; }
        .wf-overlay .card { border: none; padding: 0; }
        .menu h1 { margin-bottom: 8px; }
        .board { display: grid; grid-template-columns: repeat(3, 88px); gap: 8px; margin: 16px 0; }
        .board button { height: 88px; font-size: 40px; font-weight: 700; padding: 0; }
        .board button.x { color: #2563eb; }
        .board button.o { color: #db2777; }
        .status { font-size: 18px; font-weight: 600; }
        .problem { color: var(--wf-danger); }
        .message-body { white-space: pre-wrap; }
        .elapsed { font-size: 56px; font-weight: 700; font-variant-numeric: tabular-nums; margin: 8px 0; }
        .done { text-decoration: line-through; color: var(--wf-muted); }
        """#
}
