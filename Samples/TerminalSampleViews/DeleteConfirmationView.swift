import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The modal question before a delete; Escape keeps the item.
final class DeleteConfirmationView: TerminalView, TerminalScreenView {
    private let question = TextView(style: CellStyle.plain.bold)
    private let confirm = ButtonView("Delete", style: CellStyle(foreground: .red))
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
        onKey = { key in
            guard key == .escape else { return false }
            screen.onCancel()
            return true
        }
    }

    /// As large as the question and the buttons.
    override func measure(proposal: TerminalSize) -> TerminalSize {
        children.first?.measure(proposal: proposal) ?? .zero
    }
}
