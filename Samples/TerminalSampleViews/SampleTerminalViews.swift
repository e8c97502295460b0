import WorkflowSamples
public import WorkflowTerminalUI
public import WorkflowUI

/// The terminal views of the samples, bound through a registry: the sample screens know
/// nothing of terminals.
public enum SampleTerminalViews {
    /// Binds every sample screen to its terminal view.
    public static func registry() throws(ViewBindingError) -> ViewRegistry<TerminalBackend> {
        var registry = ViewRegistry<TerminalBackend>()
        try registry.register(GalleryMenuScreen.self) { screen, _ in
            .terminal(build: { GalleryMenuView() }) { view, _ in view.show(screen) }
        }
        try registry.register(GameScreen.self) { screen, _ in
            .terminal(build: { TicTacToeView() }) { view, _ in view.show(screen) }
        }
        try registry.register(InboxScreen.self) { screen, _ in
            .terminal(build: { InboxView() }) { view, _ in view.show(screen) }
        }
        try registry.register(MessageScreen.self) { screen, _ in
            .terminal(build: { MessageView() }) { view, _ in view.show(screen) }
        }
        try registry.register(TodoListScreen.self) { screen, _ in
            .terminal(build: { TodoListView() }) { view, _ in view.show(screen) }
        }
        try registry.register(TodoDetailScreen.self) { screen, environment in
            .terminal(build: { TodoDetailView() }) { view, _ in view.show(screen, goBack: environment.goBack) }
        }
        try registry.register(TodoEditScreen.self) { screen, _ in
            .terminal(build: { TodoEditView() }) { view, _ in view.show(screen) }
        }
        try registry.register(DeleteConfirmationScreen.self) { screen, _ in
            .terminal(build: { DeleteConfirmationView() }) { view, _ in view.show(screen) }
        }
        try registry.register(SearchScreen.self) { screen, _ in
            .terminal(build: { SearchView() }) { view, _ in view.show(screen) }
        }
        try registry.register(StopwatchScreen.self) { screen, _ in
            .terminal(build: { StopwatchView() }) { view, _ in view.show(screen) }
        }
        try registry.register(PromptScreen.self) { screen, _ in
            .terminal(build: { PromptView() }) { view, _ in view.show(screen) }
        }
        return registry
    }

    /// An environment holding ``registry()``.
    public static func environment() throws(ViewBindingError) -> ViewEnvironment {
        ViewEnvironment.empty.setting(ViewRegistryKey<TerminalBackend>.self, to: try registry())
    }
}

/// How the samples show key hints.
let hintStyle = CellStyle(foreground: .gray)
