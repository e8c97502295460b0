import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// Editing an item's title in a text field; Enter saves. Cancel and Save are on the frame's
/// navigation bar (Escape and F2).
final class TodoEditView: TerminalView, TerminalScreenView {
    private let field = TextFieldView(placeholder: "What needs doing?")

    override init() {
        super.init()
        field.submitHint = "save"
        setChildren([PanelView(content: field)])
    }

    func update(with screen: TodoEditScreen, in environment: ViewEnvironment) {
        field.text = screen.draft
        field.onChange = screen.onDraftChanged
        field.onSubmit = screen.onSave
    }
}
