import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// Editing an item's title in a text field; Enter saves.
final class TodoEditView: TerminalView, TerminalScreenView {
    private let field = TextFieldView(placeholder: "What needs doing?")
    private let save = ButtonView("Save")

    override init() {
        super.init()
        field.submitHint = "save"
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(field, .fixed(1)), (save, .fit)])
        setChildren([PanelView(title: "Edit item", content: stack)])
    }

    func update(with screen: TodoEditScreen, in environment: ViewEnvironment) {
        field.text = screen.draft
        field.onChange = screen.onDraftChanged
        field.onSubmit = screen.onSave
        save.onPress = screen.onSave
    }
}
