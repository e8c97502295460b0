import WorkflowSamples
public import WorkflowTerminalUI
public import WorkflowUI

/// The terminal views of the samples, bound through a registry: the sample screens know
/// nothing of terminals.
public enum SampleTerminalViews {
    /// Binds every sample screen to its terminal view.
    public static func registry() throws(ViewBindingError) -> ViewRegistry<TerminalBackend> {
        var registry = ViewRegistry<TerminalBackend>()
        try registry.register(GalleryMenuScreen.self, view: GalleryMenuView.self)
        try registry.register(GameScreen.self, view: TicTacToeView.self)
        try registry.register(InboxScreen.self, view: InboxView.self)
        try registry.register(MessageScreen.self, view: MessageView.self)
        try registry.register(TodoListScreen.self, view: TodoListView.self)
        try registry.register(TodoDetailScreen.self, view: TodoDetailView.self)
        try registry.register(TodoEditScreen.self, view: TodoEditView.self)
        try registry.register(SearchScreen.self, view: SearchView.self)
        try registry.register(StopwatchScreen.self, view: StopwatchView.self)
        try registry.register(PromptScreen.self, view: PromptView.self)
        try registry.register(SignUpScreen.self, view: SignUpView.self)
        return registry
    }
}
