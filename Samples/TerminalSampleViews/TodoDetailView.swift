import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// One item: its state, a Done box and Delete. The title, Back and Edit are on the frame's
/// navigation bar, drawn by the back stack over this view.
final class TodoDetailView: TerminalView, TerminalScreenView {
    private let panel = PanelView()
    private let status = TextView()
    private let toggle = CheckboxView("Done")
    private let delete = ButtonView("Delete", themeStyle: \.errorText)

    override init() {
        super.init()
        let buttons = StackView(.horizontal, spacing: 2)
        buttons.setItems([(toggle, .fit), (delete, .fit)])
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(status, .fit), (buttons, .fixed(1))])
        panel.content = stack
        setChildren([panel])
    }

    func update(with screen: TodoDetailScreen, in environment: ViewEnvironment) {
        status.text = screen.isDone ? "Done." : "Not done yet."
        toggle.isChecked = screen.isDone
        toggle.onToggle = screen.onToggleDone
        delete.onPress = screen.onDelete
    }
}
