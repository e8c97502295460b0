import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The inbox: a table of senders and subjects; Enter shows the highlighted message.
final class InboxView: TerminalView, TerminalScreenView {
    private let table = TableView(columns: [TableView.Column("From", width: 8), TableView.Column("Subject")])

    override init() {
        super.init()
        table.list.activationHint = "read"
        setChildren([PanelView(title: "Inbox", content: table)])
    }

    func update(with screen: InboxScreen, in environment: ViewEnvironment) {
        // The message shown is marked in the sender's column, which keeps the subject wide.
        table.rows = screen.rows.map { [($0.isSelected ? "● " : "  ") + $0.from, $0.subject] }
        let ids = screen.rows.map(\.id)
        table.list.onActivate = { screen.onMessageSelected(ids[$0]) }
    }
}
