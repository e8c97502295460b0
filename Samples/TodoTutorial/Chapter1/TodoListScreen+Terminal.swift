import WorkflowTerminalUI
import WorkflowUI

extension TodoListScreen: TerminalScreen {
    /// A list of `[ ]` and `[x]` rows; arrows move, Enter chooses.
    public func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(build: { ListView() }) { list, _ in
            list.rows = todos.map { ListView.Row(($0.isDone ? "[x] " : "[ ] ") + $0.title) }
            list.onActivate = onSelect
        }
    }
}
