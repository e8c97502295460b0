import WorkflowTerminalUI
import WorkflowUI

extension UndoScreen: TerminalScreen {
    /// One button that names the deleted item and puts it back when pressed.
    public func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(build: { ButtonView() }) { button, _ in
            button.title = "Undo deleting \"\(title)\""
            button.onPress = onUndo
        }
    }
}
