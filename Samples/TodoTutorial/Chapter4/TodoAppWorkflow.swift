import Workflow
import WorkflowUI

/// The app's root, as in the last chapter, plus an undo offer: after a delete, an Undo button
/// shows for five seconds, timed by a worker on the clock the app is given.
public struct TodoAppWorkflow<C: Clock<Duration>>: Workflow {
    /// The clock the undo offer's five seconds are measured on: `ContinuousClock()` in the
    /// app, a test clock in tests.
    public var clock: C

    /// An app that starts with three items and shows the list.
    public init(clock: C) {
        self.clock = clock
    }

    /// The items, which one's page is open, and the item that can still be brought back.
    public struct State: Equatable {
        /// Every item, top first.
        public var todos: [Todo]
        /// The index of the item whose page is pushed, if any.
        public var openIndex: Int?
        /// The last item deleted and where it was, while its undo is offered.
        public var undoable: Deleted?

        /// A state with `todos`, the page of `openIndex` open, and `undoable` on offer.
        public init(todos: [Todo], openIndex: Int? = nil, undoable: Deleted? = nil) {
            self.todos = todos
            self.openIndex = openIndex
            self.undoable = undoable
        }
    }

    /// An item that was deleted, and where it was.
    public struct Deleted: Equatable {
        /// The item.
        public var todo: Todo
        /// Its index before it was deleted.
        public var index: Int

        /// `todo`, deleted from `index`.
        public init(todo: Todo, index: Int) {
            self.todo = todo
            self.index = index
        }
    }

    /// Three items, with the list showing.
    public func makeInitialState() -> State {
        State(todos: [Todo("Buy milk"), Todo("Walk the dog"), Todo("Read the Workflow docs")])
    }

    /// The back stack and the modals of the last chapter, and the undo offer while it lasts.
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
            if let modal = detail.modal { overlays.append(modal) }
        }
        if let deleted = state.undoable {
            // Declared while the offer lasts: its first tick ends the offer, and an offer that
            // ends sooner (Undo) stops the timer, since the next render no longer declares it.
            // The key names the item, so deleting another one starts five seconds afresh.
            TimerWorker(every: .seconds(5), clock: clock)
                .running(in: context, key: "undo \(deleted.index) \(deleted.todo.title)") { _ in Action.expireUndo }
            let offer = UndoScreen(title: deleted.todo.title, onUndo: { sink.send(.undo) })
            overlays.insert(Overlay(offer, isModal: false), at: 0)
        }
        let stack = BackStackScreen(bottom: BackStackScreen.Frame(list), above: above, onGoBack: { sink.send(.close) })
        return BodyAndOverlaysScreen(body: stack, overlays: overlays)
    }

    /// What the root does with its children's outputs, the back stack's Back and the timer.
    public enum Action: WorkflowAction {
        /// The workflow whose state these actions change.
        public typealias WorkflowType = TodoAppWorkflow

        /// Opens the page of the item at this index.
        case open(Int)
        /// Closes the open page (Escape, or the page's Back button).
        case close
        /// Ticks the item at this index off, or back on.
        case toggle(Int)
        /// Deletes the item at this index, closes its page, and offers to undo.
        case delete(Int)
        /// Puts the deleted item back where it was.
        case undo
        /// The offer's five seconds are over.
        case expireUndo

        /// Changes the items, the open page or the undo offer; an index no item has changes
        /// nothing.
        public func apply(toState state: inout State, context: ApplyContext<TodoAppWorkflow>) -> Never? {
            switch self {
            case .open(let index) where state.todos.indices.contains(index):
                state.openIndex = index
            case .close:
                state.openIndex = nil
            case .toggle(let index) where state.todos.indices.contains(index):
                state.todos[index].isDone.toggle()
            case .delete(let index) where state.todos.indices.contains(index):
                state.undoable = Deleted(todo: state.todos.remove(at: index), index: index)
                state.openIndex = nil
            case .undo:
                if let deleted = state.undoable {
                    state.todos.insert(deleted.todo, at: min(deleted.index, state.todos.count))
                }
                state.undoable = nil
            case .expireUndo:
                state.undoable = nil
            case .open, .toggle, .delete:
                break
            }
            return nil
        }
    }
}
