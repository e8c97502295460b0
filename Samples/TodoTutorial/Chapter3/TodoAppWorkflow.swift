import Workflow
import WorkflowUI

/// The app's root: the list at the bottom of a back stack, the chosen item's page pushed on
/// it, and whatever modal a child raises over everything.
public struct TodoAppWorkflow: Workflow {
    /// An app that starts with three items and shows the list.
    public init() {}

    /// The items, and which one's page is open.
    public struct State: Equatable {
        /// Every item, top first.
        public var todos: [Todo]
        /// The index of the item whose page is pushed, if any.
        public var openIndex: Int?
    }

    /// Three items, with the list showing.
    public func makeInitialState() -> State {
        State(todos: [Todo("Buy milk"), Todo("Walk the dog"), Todo("Read the Workflow docs")], openIndex: nil)
    }

    /// A back stack of the list and the open page, under the modals the children raised.
    public func render(state: State, context: RenderContext<TodoAppWorkflow>) -> BodyAndOverlaysScreen<BackStackScreen> {
        let sink = context.makeSink(of: Action.self)
        let list = TodoListWorkflow(todos: state.todos)
            .rendered(in: context) { output in
                switch output {
                case .selected(let index): Action.open(index)
                }
            }
        var above: [BackStackScreen.Frame] = []
        var overlays: [Overlay] = []
        if let index = state.openIndex, state.todos.indices.contains(index) {
            let detail = TodoDetailWorkflow(todo: state.todos[index])
                .rendered(in: context) { output in
                    switch output {
                    case .toggleDone: Action.toggle(index)
                    case .delete: Action.delete(index)
                    }
                }
            above.append(BackStackScreen.Frame(detail.screen))
            // The child raised a modal: the root shows it over the whole app.
            if let modal = detail.modal { overlays.append(modal) }
        }
        let stack = BackStackScreen(bottom: BackStackScreen.Frame(list), above: above, onGoBack: { sink.send(.close) })
        return BodyAndOverlaysScreen(body: stack, overlays: overlays)
    }

    /// What the root does with its children's outputs and the back stack's Back.
    public enum Action: WorkflowAction {
        /// The workflow whose state these actions change.
        public typealias WorkflowType = TodoAppWorkflow

        /// Opens the page of the item at this index.
        case open(Int)
        /// Closes the open page (Escape, or the page's Back button).
        case close
        /// Ticks the item at this index off, or back on.
        case toggle(Int)
        /// Deletes the item at this index and closes its page.
        case delete(Int)

        /// Changes the items or the open page; an index no item has changes nothing.
        public func apply(toState state: inout State, context: ApplyContext<TodoAppWorkflow>) -> Never? {
            switch self {
            case .open(let index) where state.todos.indices.contains(index):
                state.openIndex = index
            case .close:
                state.openIndex = nil
            case .toggle(let index) where state.todos.indices.contains(index):
                state.todos[index].isDone.toggle()
            case .delete(let index) where state.todos.indices.contains(index):
                state.todos.remove(at: index)
                state.openIndex = nil
            case .open, .toggle, .delete:
                break
            }
            return nil
        }
    }
}
