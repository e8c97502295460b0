import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// One message: sender and text, wrapped and scrollable, under its subject.
final class MessageView: TerminalView, TerminalScreenView {
    private let panel = PanelView()
    private let from = TextView(style: CellStyle.plain.bold)
    private let body = ScrollTextView()

    override init() {
        super.init()
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(from, .fit), (body, .fill)])
        panel.content = stack
        setChildren([panel])
    }

    func update(with screen: MessageScreen, in environment: ViewEnvironment) {
        panel.title = screen.title
        from.text = screen.from.isEmpty ? "" : "From: \(screen.from)"
        body.text = screen.from.isEmpty ? "Choose a message in the inbox." : screen.body
    }
}
