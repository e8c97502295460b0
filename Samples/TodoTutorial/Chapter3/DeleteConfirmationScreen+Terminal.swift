import WorkflowTerminalUI
import WorkflowUI

extension DeleteConfirmationScreen: TerminalScreen {
    /// The question, with Delete and Cancel buttons.
    public func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(DeleteConfirmationView.self, showing: self)
    }
}

/// The question, and Delete and Cancel buttons.
final class DeleteConfirmationView: TerminalView, TerminalScreenView {
    private let question = TextView()
    private let confirm = ButtonView("Delete")
    private let cancel = ButtonView("Cancel")

    override init() {
        super.init()
        let buttons = StackView(.horizontal, spacing: 2)
        buttons.setItems([(confirm, .fit), (cancel, .fit)])
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(question, .fit), (buttons, .fixed(1))])
        setChildren([stack])
    }

    func update(with screen: DeleteConfirmationScreen, in environment: ViewEnvironment) {
        question.text = "Delete \"\(screen.title)\"?"
        confirm.onPress = screen.onConfirm
        cancel.onPress = screen.onCancel
    }
}
