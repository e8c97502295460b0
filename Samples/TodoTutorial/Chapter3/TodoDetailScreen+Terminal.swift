import WorkflowTerminalUI
import WorkflowUI

extension TodoDetailScreen: TerminalScreen {
    /// The item's title and three buttons.
    public func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(TodoDetailView.self, showing: self)
    }
}

/// The item's title, and Done, Delete and Back buttons.
final class TodoDetailView: TerminalView, TerminalScreenView {
    private let title = TextView()
    private let done = ButtonView()
    private let delete = ButtonView("Delete")
    private let back = ButtonView("Back")

    override init() {
        super.init()
        let buttons = StackView(.horizontal, spacing: 2)
        buttons.setItems([(done, .fit), (delete, .fit), (back, .fit)])
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(title, .fit), (buttons, .fixed(1))])
        setChildren([stack])
    }

    func update(with screen: TodoDetailScreen, in environment: ViewEnvironment) {
        title.text = (screen.todo.isDone ? "[x] " : "[ ] ") + screen.todo.title
        done.title = screen.todo.isDone ? "Not done" : "Done"
        done.onPress = screen.onToggleDone
        delete.onPress = screen.onDelete
        // The back stack this page is in puts its way back into the environment: a Back
        // button of the view's own does what Escape does, and nothing outside a stack.
        back.onPress = environment.goBack
    }
}
