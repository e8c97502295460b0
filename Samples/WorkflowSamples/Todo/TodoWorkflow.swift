public import Workflow
public import WorkflowUI

/// A to-do app: a list, an item's details and an editor on a back stack, the item's and the
/// editor's frames under navigation bars (Edit; Cancel and Save), and an alert before an item
/// is deleted.
public struct TodoWorkflow: Workflow, Equatable {
    /// The items the app starts with.
    public var initialItems: [TodoItem]

    /// Makes an app starting with `initialItems`.
    public init(initialItems: [TodoItem] = TodoItem.samples) {
        self.initialItems = initialItems
    }

    /// Which screen is on top of the back stack.
    public enum Page: Equatable, Sendable, Codable {
        /// The list alone.
        case list
        /// An item's details over the list.
        case detail(id: Int)
        /// The editor over an item's details, with the title as edited so far.
        case edit(id: Int, draft: String)
    }

    /// The app's state.
    public struct State: Equatable, Sendable, Codable {
        /// Every item, in the order the list shows them.
        public var items: [TodoItem]
        /// The page on top.
        public var page: Page
        /// Whether the delete confirmation is showing (over the item's details).
        public var isConfirmingDelete: Bool

        /// A state showing `page` over `items`, with the delete confirmation up if asked.
        public init(items: [TodoItem], page: Page, isConfirmingDelete: Bool) {
            self.items = items
            self.page = page
            self.isConfirmingDelete = isConfirmingDelete
        }
    }

    /// Starts on the list.
    public func makeInitialState() -> State {
        State(items: initialItems, page: .list, isConfirmingDelete: false)
    }

    /// The back stack of the pages down to the list, with the confirmation over it when asked.
    public func render(state: State, context: RenderContext<TodoWorkflow>) -> BodyAndOverlaysScreen<BackStackScreen> {
        let sink = context.makeSink(of: Action.self)
        var frames = [
            BackStackScreen.Frame(
                TodoListScreen(
                    rows: state.items.map { TodoListScreen.Row(id: $0.id, title: $0.title, isDone: $0.isDone) },
                    onOpen: { sink.send(.open($0)) },
                    onAdd: { sink.send(.add) }
                ))
        ]
        var overlays: [Overlay] = []
        let openID: Int? =
            switch state.page {
            case .list: nil
            case .detail(let id), .edit(let id, _): id
            }
        if let openID, let item = state.items.first(where: { $0.id == openID }) {
            frames.append(
                .todoItem(
                    titled: item.title,
                    isDone: item.isDone,
                    onToggleDone: { sink.send(.toggleDone) },
                    onDelete: { sink.send(.askToDelete) },
                    onEdit: { sink.send(.edit) }
                ))
            if state.isConfirmingDelete {
                overlays.append(
                    Overlay(
                        alert: .deleteTodo(
                            titled: item.title,
                            onDelete: { sink.send(.confirmDelete) },
                            onKeep: { sink.send(.cancelDelete) }
                        )))
            }
        }
        if case .edit(_, let draft) = state.page {
            frames.append(
                .todoEditor(
                    draft: draft,
                    onDraftChanged: { sink.send(.changeDraft($0)) },
                    onSave: { sink.send(.save) },
                    onCancel: { sink.send(.back) }
                ))
        }
        let stack = BackStackScreen(bottom: frames[0], above: Array(frames.dropFirst()), onGoBack: { sink.send(.back) })
        return BodyAndOverlaysScreen(body: stack, overlays: overlays)
    }

    /// What the person does; `Codable`, so that a recording of the list exports and replays
    /// (the Workflow Inspector's "Make a test").
    public enum Action: WorkflowAction, Equatable, Sendable, Codable {
        public typealias WorkflowType = TodoWorkflow

        /// Opens an item's details.
        case open(Int)
        /// Adds an empty item and edits its title.
        case add
        /// Ticks the open item off, or back on.
        case toggleDone
        /// Edits the open item's title.
        case edit
        /// Changes the title being edited.
        case changeDraft(String)
        /// Saves the edited title (an empty one keeps the old title).
        case save
        /// Goes back one page; leaving the editor drops the edit.
        case back
        /// Asks to delete the open item.
        case askToDelete
        /// Deletes the open item and goes back to the list.
        case confirmDelete
        /// Keeps the open item.
        case cancelDelete

        /// Moves between pages and changes the items.
        public func apply(toState state: inout State, context: ApplyContext<TodoWorkflow>) -> Never? {
            switch (self, state.page) {
            case (.open(let id), .list) where state.items.contains { $0.id == id }:
                state.page = .detail(id: id)
            case (.add, .list):
                let id = (state.items.map(\.id).max() ?? 0) + 1
                state.items.append(TodoItem(id: id, title: "New item"))
                state.page = .edit(id: id, draft: "")
            case (.toggleDone, .detail(let id)):
                state.update(id) { $0.isDone.toggle() }
            case (.edit, .detail(let id)):
                state.page = .edit(id: id, draft: state.items.first { $0.id == id }?.title ?? "")
            case (.changeDraft(let text), .edit(let id, _)):
                state.page = .edit(id: id, draft: text)
            case (.save, .edit(let id, let draft)):
                let title = TodoItem.title(fromDraft: draft)
                if !title.isEmpty { state.update(id) { $0.title = title } }
                state.page = .detail(id: id)
            case (.back, .edit(let id, _)):
                state.page = .detail(id: id)
            case (.back, .detail):
                state.isConfirmingDelete = false
                state.page = .list
            case (.askToDelete, .detail):
                state.isConfirmingDelete = true
            case (.confirmDelete, .detail(let id)) where state.isConfirmingDelete:
                state.items.removeAll { $0.id == id }
                state.isConfirmingDelete = false
                state.page = .list
            case (.cancelDelete, _):
                state.isConfirmingDelete = false
            default:
                // An event from a screen that is no longer on top (a stale closure): ignore it.
                break
            }
            return nil
        }
    }
}

extension TodoWorkflow.State {
    mutating func update(_ id: Int, _ change: (inout TodoItem) -> Void) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        change(&items[index])
    }
}

extension TodoWorkflow: SnapshottingWorkflow {}
