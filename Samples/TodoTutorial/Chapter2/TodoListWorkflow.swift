import Workflow

/// The to-do list, as a child: it shows the items its parent gives it (its props) and tells
/// the parent which one was chosen (its output). It keeps no state of its own.
public struct TodoListWorkflow: Workflow {
    /// The items to show.
    public var todos: [Todo]

    /// A list of `todos`.
    public init(todos: [Todo]) {
        self.todos = todos
    }

    /// What the list tells its parent.
    public enum Output: Equatable {
        /// The person chose the item at this index.
        case selected(Int)
    }

    /// Shows ``todos``; choosing one emits ``Output/selected(_:)``.
    public func render(state: Void, context: RenderContext<TodoListWorkflow>) -> TodoListScreen {
        let sink = context.makeSink(of: Action.self)
        return TodoListScreen(todos: todos, onSelect: { sink.send(.select($0)) })
    }

    /// What the list's screen asks for.
    public enum Action: WorkflowAction {
        /// The workflow these actions belong to.
        public typealias WorkflowType = TodoListWorkflow

        /// The item at this index was chosen.
        case select(Int)

        /// Passes the choice up to the parent; there is no state to change.
        public func apply(toState state: inout Void, context: ApplyContext<TodoListWorkflow>) -> Output? {
            switch self {
            case .select(let index): .selected(index)
            }
        }
    }
}
