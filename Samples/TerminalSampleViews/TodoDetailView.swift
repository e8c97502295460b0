import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// One item: its state, a Done box, and the buttons for the rest.
final class TodoDetailView: TerminalView, TerminalScreenView {
    private let panel = PanelView()
    private let status = TextView()
    private let toggle = CheckboxView("Done")
    private let edit = ButtonView("Edit")
    private let delete = ButtonView("Delete", themeStyle: \.errorText)
    private let back = ButtonView("Back")

    override init() {
        super.init()
        let buttons = StackView(.horizontal, spacing: 2)
        buttons.setItems([(toggle, .fit), (edit, .fit), (delete, .fit), (back, .fit)])
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(status, .fit), (buttons, .fixed(1))])
        panel.content = stack
        setChildren([panel])
    }

    func update(with screen: TodoDetailScreen, in environment: ViewEnvironment) {
        panel.title = screen.title
        status.text = screen.isDone ? "Done." : "Not done yet."
        toggle.isChecked = screen.isDone
        toggle.onToggle = screen.onToggleDone
        edit.onPress = screen.onEdit
        delete.onPress = screen.onDelete
        back.onPress = environment.goBack
    }
}
