import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The inbox: a list of senders and subjects; Enter shows the highlighted message.
final class InboxView: TerminalView, TerminalScreenView {
    private let list = ListView()

    override init() {
        super.init()
        list.activationHint = "read"
        setChildren([PanelView(title: "Inbox", content: list)])
    }

    func update(with screen: InboxScreen, in environment: ViewEnvironment) {
        list.rows = screen.rows.map { row in
            ListView.Row("\(row.isSelected ? "●" : " ") \(row.from): \(row.subject)", style: row.isSelected ? CellStyle.plain.bold : .plain)
        }
        let ids = screen.rows.map(\.id)
        list.onActivate = { screen.onMessageSelected(ids[$0]) }
    }
}
