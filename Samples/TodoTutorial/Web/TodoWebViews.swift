import TodoTutorial4
import WorkflowUI
import WorkflowWebUI

/// The to-do app's pages in the browser. The screens stay as they are: a registry binds each
/// one to its web content, beside the terminal views the screens' own module declares.
public enum TodoWebViews {
    /// Binds the list, an item's page, the delete confirmation and the undo offer.
    public static func registry() throws(ViewBindingError) -> ViewRegistry<WebBackend> {
        var registry = ViewRegistry<WebBackend>()
        try registry.register(TodoListScreen.self) { screen, _ in
            .web(kind: "todo-list") { _ in
                ul {
                    for (index, todo) in screen.todos.enumerated() {
                        li { button((todo.isDone ? "✓ " : "") + todo.title) { screen.onSelect(index) } }
                            .key(todo.title)
                    }
                }
            }
        }
        try registry.register(TodoDetailScreen.self) { screen, _ in
            .web(kind: "todo-detail") { environment in
                div {
                    h1(screen.todo.title)
                    button(screen.todo.isDone ? "Not done" : "Done", onClick: screen.onToggleDone)
                    button("Delete", onClick: screen.onDelete)
                    // The same way back as the terminal's Back button, and the browser's.
                    if let goBack = environment.goBack { button("Back", onClick: goBack) }
                }
            }
        }
        try registry.register(DeleteConfirmationScreen.self) { screen, _ in
            .web(kind: "delete-confirmation") { _ in
                div {
                    p("Delete “\(screen.title)”?")
                    button("Delete", onClick: screen.onConfirm)
                    button("Cancel", onClick: screen.onCancel)
                }
                // Escape in the dialog cancels, as in the terminal.
                .onBack(screen.onCancel)
            }
        }
        try registry.register(UndoScreen.self) { screen, _ in
            .web(kind: "undo") { _ in button("Undo deleting “\(screen.title)”", onClick: screen.onUndo) }
        }
        return registry
    }

    /// An environment holding ``registry()``, for each session of the server.
    public static func environment() throws(ViewBindingError) -> ViewEnvironment {
        ViewEnvironment.empty.setting(ViewRegistryKey<WebBackend>.self, to: try registry())
    }
}
