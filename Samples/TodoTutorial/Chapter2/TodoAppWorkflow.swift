import Workflow

/// The app's root: it owns the items, renders the list as a child, and turns the list's
/// output into an action of its own.
public struct TodoAppWorkflow: Workflow {
    /// An app that starts with three items.
    public init() {}

    /// The items the app starts with.
    public func makeInitialState() -> [Todo] {
        [Todo("Buy milk"), Todo("Walk the dog"), Todo("Read the Workflow docs")]
    }

    /// The list child's screen; its outputs toggle the chosen item.
    public func render(state: [Todo], context: RenderContext<TodoAppWorkflow>) -> TodoListScreen {
        TodoListWorkflow(todos: state)
            .rendered(in: context) { output in
                switch output {
                case .selected(let index): Action.toggle(index)
                }
            }
    }

    /// What the root does with its children's outputs.
    public enum Action: WorkflowAction {
        /// The workflow whose state these actions change.
        public typealias WorkflowType = TodoAppWorkflow

        /// Ticks the item at this index off, or back on.
        case toggle(Int)

        /// Changes the items; an index no item has changes nothing.
        public func apply(toState state: inout [Todo], context: ApplyContext<TodoAppWorkflow>) -> Never? {
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
