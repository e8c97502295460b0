import Workflow

/// The to-do list: its items are its state, and choosing one ticks it off, or back on.
public struct TodoListWorkflow: Workflow {
    /// A list that starts with three items.
    public init() {}

    /// The items the app starts with.
    public func makeInitialState() -> [Todo] {
        [Todo("Buy milk"), Todo("Walk the dog"), Todo("Read the Workflow docs")]
    }

    /// Shows the items; choosing one sends ``Action/toggle(_:)`` with its index.
    public func render(state: [Todo], context: RenderContext<TodoListWorkflow>) -> TodoListScreen {
        let sink = context.makeSink(of: Action.self)
        return TodoListScreen(todos: state, onSelect: { sink.send(.toggle($0)) })
    }

    /// What the list's screen asks for.
    public enum Action: WorkflowAction {
        /// The workflow whose state these actions change.
        public typealias WorkflowType = TodoListWorkflow

        /// Ticks the item at this index off, or back on.
        case toggle(Int)

        /// Changes the items; an index no item has (a stale screen's) changes nothing.
        public func apply(toState state: inout [Todo], context: ApplyContext<TodoListWorkflow>) -> Never? {
            switch self {
            case .toggle(let index) where state.indices.contains(index):
                state[index].isDone.toggle()
            case .toggle:
                break
            }
            return nil
        }
    }
}
