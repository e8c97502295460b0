import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The modal question before a delete. (Escape, which keeps the item, is the overlay's
/// dismissal, handled by the container.)
final class DeleteConfirmationView: TerminalView, TerminalScreenView {
    private let question = TextView(style: CellStyle.plain.bold)
    private let confirm = ButtonView("Delete", themeStyle: \.errorText)
    private let cancel = ButtonView("Keep")

    override init() {
        super.init()
        let buttons = StackView(.horizontal, spacing: 2)
        buttons.setItems([(cancel, .fit), (confirm, .fit)])
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(question, .fit), (buttons, .fixed(1))])
        setChildren([stack])
    }

    func update(with screen: DeleteConfirmationScreen, in environment: ViewEnvironment) {
        question.text = "Delete “\(screen.title)”?"
        confirm.onPress = screen.onConfirm
        cancel.onPress = screen.onCancel
    }

    /// As large as the question and the buttons.
    override func measure(proposal: TerminalSize) -> TerminalSize {
        children.first?.measure(proposal: proposal) ?? .zero
    }
}
