import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// A prompt of the flow samples: its title in a panel, the message, and a row of buttons.
/// Sized to its content, so that it fits as a modal box too.
final class PromptView: TerminalView, TerminalScreenView {
    private let panel = PanelView()
    private let message = TextView()
    private let buttonRow = StackView(.horizontal, spacing: 2)
    private var buttons: [ButtonView] = []

    override init() {
        super.init()
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(message, .fit), (buttonRow, .fixed(1))])
        panel.content = stack
        setChildren([panel])
    }

    func update(with screen: PromptScreen, in environment: ViewEnvironment) {
        panel.title = screen.title
        message.text = screen.message
        // Keep the button views (and so the focus) while the labels stay the same.
        if buttons.map(\.title) != screen.buttonTitles {
            buttons = screen.buttonTitles.map { ButtonView($0) }
            buttonRow.setItems(buttons.map { ($0, .fit) })
        }
        for (view, button) in zip(buttons, screen.buttons) { view.onPress = button.onPress }
    }

    /// As large as the panel's content asks.
    override func measure(proposal: TerminalSize) -> TerminalSize {
        panel.measure(proposal: proposal)
    }
}
