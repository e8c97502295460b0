import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The to-do list: each item with a tick box, and a button to add one.
final class TodoListView: TerminalView, TerminalScreenView {
    private let list = ListView()
    private let add = ButtonView("Add item")

    override init() {
        super.init()
        let stack = StackView(.vertical, spacing: 1)
        list.activationHint = "open"
        stack.setItems([StackView.Item(list, .fill, minimum: 3), StackView.Item(add, .fit)])
        setChildren([PanelView(title: "To-do", content: stack)])
    }

    func update(with screen: TodoListScreen, in environment: ViewEnvironment) {
        list.rows = screen.rows.map { ListView.Row("[\($0.isDone ? "x" : " ")] \($0.title)") }
        let ids = screen.rows.map(\.id)
        list.onActivate = { screen.onOpen(ids[$0]) }
        add.onPress = screen.onAdd
    }
}
