#if WebServer
import Workflow
import WorkflowSamples
import WorkflowUI
import WorkflowWebServer
import WorkflowWebUI

/// A to-do list stored in the database, at URLs that name its screens: `/todo` the list,
/// `/todo/ITEM` an item, `/todo/ITEM/edit` its editor. The list is the signed-in user's own
/// (`/todo`), or the board every user shares (`/team`), whose changes every page showing it
/// sees at once, with who else is viewing it.
///
/// The URL is the workflow's props: a page load makes the workflow from the URL, and Back or
/// Forward gives it new props, which `workflowDidChange` turns into the page shown. The screen
/// shown is in turn what ``location`` reports, which the page puts in the address bar. The
/// screens are the to-do sample's, with their words.
struct TodoAppWorkflow: Workflow {
    /// Who is signed in.
    var user: String
    /// Where the items are stored.
    var database: TodoDatabase
    /// The URL asked for, below the app's mount path.
    var location: WebLocation
    /// The list shown: `user:NAME`, or `team` for the shared board.
    var list: String
    /// The topic and presence of a shared list; `nil` for a user's own.
    var board: SharedBoard?
    /// What titles end with ("To-do", "Team board").
    var titleSuffix = "To-do"

    /// The screen on top.
    enum Page: Equatable {
        case list
        case detail(id: Int)
        case edit(id: Int, draft: String)
        /// A URL that names none of the user's items (another user's, a deleted one, a typo).
        case notFound(path: [String])
    }

    struct State {
        var items: [TodoItem]
        var page: Page
        var isConfirmingDelete = false
        /// Why the last change could not be stored, shown until the next change.
        var problem: String?
        /// Changes to announce to the shared board's other pages, numbered.
        var announcements: [(serial: Int, change: BoardChange)] = []
        var nextAnnouncement = 0
        /// Who is viewing the shared board.
        var viewers: [String] = []
    }

    func makeInitialState() -> State {
        let items = (try? database.items(in: list)) ?? []
        return State(items: items, page: Self.page(for: location, in: items))
    }

    func workflowDidChange(from previous: TodoAppWorkflow, state: inout State) {
        guard location.path != previous.location.path || list != previous.list else { return }
        // Back or Forward went to another URL: show what it names, as stored now.
        state.items = (try? database.items(in: list)) ?? state.items
        state.page = Self.page(for: location, in: state.items)
        state.isConfirmingDelete = false
    }

    /// The page a URL names, among `items`.
    static func page(for location: WebLocation, in items: [TodoItem]) -> Page {
        let path = location.path
        if path.isEmpty { return .list }
        guard let id = Int(path[0]), let item = items.first(where: { $0.id == id }) else { return .notFound(path: path) }
        switch path.count {
        case 1: return .detail(id: id)
        case 2 where path[1] == "edit": return .edit(id: id, draft: item.title)
        default: return .notFound(path: path)
        }
    }

    func render(state: State, context: RenderContext<TodoAppWorkflow>) -> TodoAppScreen {
        let sink = context.makeSink(of: Action.self)
        if let board {
            // Hear every change anyone makes, and be seen viewing.
            TopicWorker(bus: board.bus, topic: board.topic).running(in: context) { _ in Action.boardChanged }
            PresenceWorker(tracker: board.presence, topic: board.topic.name, member: PresenceMember(id: user))
                .running(in: context) { Action.viewersChanged($0.map(\.name)) }
            for (serial, change) in state.announcements {
                AnnounceChange(board: board, change: change, serial: serial)
                    .running(in: context, key: String(serial)) { Action.announced(serial: serial, problem: $0) }
            }
        }
        if case .notFound(let path) = state.page {
            return TodoAppScreen(
                content: TodoNotFoundScreen(onShowList: { sink.send(.showList) }),
                user: user,
                location: WebLocation(path: path, title: "Not found — \(titleSuffix)", isNotFound: true),
                problem: nil,
                viewers: board == nil ? nil : state.viewers
            )
        }
        var frames = [BackStackScreen.Frame(TodoListScreen(
            rows: state.items.map { TodoListScreen.Row(id: $0.id, title: $0.title, isDone: $0.isDone) },
            onOpen: { sink.send(.open($0)) },
            onAdd: { sink.send(.add) }
        ))]
        var overlays: [Overlay] = []
        var location = WebLocation(title: titleSuffix)
        if let id = state.page.itemID, let item = state.items.first(where: { $0.id == id }) {
            frames.append(BackStackScreen.Frame(TodoDetailScreen(
                title: item.title,
                isDone: item.isDone,
                onToggleDone: { sink.send(.toggleDone) },
                onEdit: { sink.send(.edit) },
                onDelete: { sink.send(.askToDelete) }
            )))
            location = WebLocation(path: [String(id)], title: "\(item.title) — \(titleSuffix)")
            if state.isConfirmingDelete {
                overlays.append(Overlay(
                    DeleteConfirmationScreen(title: item.title, onConfirm: { sink.send(.confirmDelete) }, onCancel: { sink.send(.cancelDelete) }),
                    title: "Delete item",
                    onDismiss: { sink.send(.cancelDelete) }
                ))
            }
            if case .edit(_, let draft) = state.page {
                frames.append(BackStackScreen.Frame(TodoEditScreen(
                    draft: draft,
                    onDraftChanged: { sink.send(.changeDraft($0)) },
                    onSave: { sink.send(.save) }
                )))
                location = WebLocation(path: [String(id), "edit"], title: "Edit “\(item.title)” — \(titleSuffix)")
            }
        }
        let stack = BackStackScreen(bottom: frames[0], above: Array(frames.dropFirst()), onGoBack: { sink.send(.back) })
        return TodoAppScreen(
            content: BodyAndOverlaysScreen(body: stack, overlays: overlays), user: user, location: location,
            problem: state.problem, viewers: board == nil ? nil : state.viewers
        )
    }

    /// What the person does. Each change is stored before the state shows it.
    enum Action: WorkflowAction {
        typealias WorkflowType = TodoAppWorkflow

        case open(Int)
        case add
        case toggleDone
        case edit
        case changeDraft(String)
        case save
        case back
        case askToDelete
        case confirmDelete
        case cancelDelete
        case showList
        /// Someone (perhaps this page) changed the shared board, or its messages may have
        /// been missed: read it again.
        case boardChanged
        case viewersChanged([String])
        /// An announcement went out, or could not (`problem`).
        case announced(serial: Int, problem: String?)

        func apply(toState state: inout State, context: ApplyContext<TodoAppWorkflow>) -> Never? {
            let app = context[workflowValue: \.self]
            switch self {
            case .boardChanged:
                state.items = (try? app.database.items(in: app.list)) ?? state.items
                if let id = state.page.itemID, !state.items.contains(where: { $0.id == id }) {
                    // Someone else deleted the item shown: back to the list.
                    state.page = .list
                    state.isConfirmingDelete = false
                }
                return nil
            case .viewersChanged(let names):
                state.viewers = names
                return nil
            case .announced(let serial, let problem):
                state.announcements.removeAll { $0.serial == serial }
                if let problem { state.problem = "Others may not see your change yet: \(problem)" }
                return nil
            default:
                break
            }
            state.problem = nil
            let before = state.items
            do {
                try apply(to: &state, database: app.database, list: app.list)
            } catch {
                state.problem = "Your change could not be saved (\(error)). Try again."
            }
            if app.board != nil, state.items != before {
                state.announcements.append((state.nextAnnouncement, BoardChange(item: state.page.itemID)))
                state.nextAnnouncement += 1
            }
            return nil
        }

        private func apply(to state: inout State, database: TodoDatabase, list user: String) throws {
            switch (self, state.page) {
            case (.open(let id), .list) where state.items.contains { $0.id == id }:
                state.page = .detail(id: id)
            case (.add, .list):
                let item = try database.addItem(to: user, title: "New item")
                state.items.append(item)
                state.page = .edit(id: item.id, draft: "")
            case (.toggleDone, .detail(let id)):
                guard var item = state.items.first(where: { $0.id == id }) else { return }
                item.isDone.toggle()
                try database.update(item, in: user)
                state.replace(item)
            case (.edit, .detail(let id)):
                state.page = .edit(id: id, draft: state.items.first { $0.id == id }?.title ?? "")
            case (.changeDraft(let text), .edit(let id, _)):
                state.page = .edit(id: id, draft: text)
            case (.save, .edit(let id, let draft)):
                let title = String(draft.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
                if !title.isEmpty, var item = state.items.first(where: { $0.id == id }) {
                    item.title = title
                    try database.update(item, in: user)
                    state.replace(item)
                }
                state.page = .detail(id: id)
            case (.back, .edit(let id, _)):
                state.page = .detail(id: id)
            case (.back, .detail):
                state.isConfirmingDelete = false
                state.page = .list
            case (.askToDelete, .detail):
                state.isConfirmingDelete = true
            case (.confirmDelete, .detail(let id)) where state.isConfirmingDelete:
                try database.deleteItem(id, from: user)
                state.items.removeAll { $0.id == id }
                state.isConfirmingDelete = false
                state.page = .list
            case (.cancelDelete, _):
                state.isConfirmingDelete = false
            case (.showList, _):
                state.page = .list
            case (.boardChanged, _), (.viewersChanged, _), (.announced, _):
                break  // applied above
            default:
                // An event from a screen no longer on top (a stale closure): nothing to do.
                break
            }
        }
    }
}

extension TodoAppWorkflow.Page {
    /// The item the page shows, if any.
    var itemID: Int? {
        switch self {
        case .detail(let id), .edit(let id, _): id
        case .list, .notFound: nil
        }
    }
}

extension TodoAppWorkflow.State {
    mutating func replace(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index] = item
    }
}
#endif
