import WorkflowTerminalUI
import WorkflowUI

extension CounterScreen: TerminalScreen {
    /// One button that shows the count and adds one when pressed (Enter).
    public func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(build: { ButtonView() }) { button, _ in
            button.title = "Count: \(count) (Enter adds one, Ctrl-C quits)"
            button.onPress = onIncrement
        }
    }
}
