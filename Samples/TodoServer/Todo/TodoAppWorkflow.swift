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
///
/// The store answers asynchronously (PostgreSQL is across the network), so actions never call
/// it: a change is shown at once and written by a ``StoreChange`` worker (an added item waits
/// for its id), a failed write says so and reads the list again, and reads are ``LoadItems``
/// workers. A read that comes back while writes are under way is dropped and made again once
/// they end, so it never undoes a change not yet stored.
struct TodoAppWorkflow: Workflow {
    /// Who is signed in.
    var user: String
    /// Where the items are stored.
    var store: any TodoStore
    /// The URL asked for, below the app's mount path.
    var location: WebLocation
    /// The list shown: `user:NAME`, or `team` for the shared board.
    var list: String
    /// The topic and presence of a shared list; `nil` for a user's own.
    var board: SharedBoard?
    /// What titles end with ("To-do", "Team board").
    var titleSuffix = "To-do"
    /// The list as read while the request was handled (``ListPreloadMiddleware``), so the
    /// first page shows it, and answers `404` for an item that is not there; `nil` reads it
    /// with a worker after the page is served.
    var initialItems: [TodoItem]? = nil

    /// The screen on top.
    enum Page: Equatable {
        case list
        case detail(id: Int)
        case edit(id: Int, draft: String)
        /// A URL that names none of the user's items (another user's, a deleted one, a typo).
        case notFound(path: [String])
        /// A URL to show once the list is read.
        case loading(path: [String])
    }

    struct State {
        var items: [TodoItem]
        var page: Page
        var isConfirmingDelete = false
        /// Why the last change could not be stored, shown until the next change.
        var problem: String?
        /// Writes under way, numbered, oldest first.
        var writes: [(serial: Int, change: TodoChange)] = []
        /// The read under way, if any.
        var load: Int?
        /// A read was asked for, or came back, while writes were under way: read once they end.
        var readsAfterWrites = false
        /// Changes to announce to the shared board's other pages, numbered.
        var announcements: [(serial: Int, change: BoardChange)] = []
        /// Numbers writes, reads and announcements: each worker is told from the next by it.
        var nextSerial = 0
        /// Who is viewing the shared board.
        var viewers: [String] = []

        /// Reads the list again, now or once the writes under way end.
        mutating func reload() {
            if writes.isEmpty {
                load = takeSerial()
            } else {
                readsAfterWrites = true
            }
        }

        mutating func write(_ change: TodoChange) {
            writes.append((takeSerial(), change))
        }

        mutating func takeSerial() -> Int {
            defer { nextSerial += 1 }
            return nextSerial
        }
    }

    func makeInitialState() -> State {
        var state = State(items: initialItems ?? [], page: Self.page(for: location, in: initialItems ?? []))
        if initialItems == nil {
            state.page = .loading(path: location.path)
            state.reload()
        }
        // Whoever opens the board is viewing it, before presence has answered.
        state.viewers = board == nil ? [] : [user]
        return state
    }

    func workflowDidChange(from previous: TodoAppWorkflow, state: inout State) {
        guard location.path != previous.location.path || list != previous.list else { return }
        // Back or Forward went to another URL: show what it names, and read the list again
        // in case it names an item this page has not heard of.
        state.page = Self.page(for: location, in: state.items)
        state.isConfirmingDelete = false
        state.reload()
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
        if let load = state.load {
            LoadItems(store: store, list: list, serial: load).running(in: context, key: "load") { Action.loaded(serial: load, $0) }
        }
        for (serial, change) in state.writes {
            StoreChange(store: store, list: list, change: change, serial: serial)
                .running(in: context, key: "write \(serial)") { Action.stored(serial: serial, change: change, $0) }
        }
        if let board {
            // Hear every change anyone makes, and be seen viewing.
            TopicWorker(bus: board.bus, topic: board.topic).running(in: context) { _ in Action.boardChanged }
            PresenceWorker(tracker: board.presence, topic: board.topic.name, member: PresenceMember(id: user))
                .running(in: context) { Action.viewersChanged($0.map(\.name)) }
            for (serial, change) in state.announcements {
                AnnounceChange(board: board, change: change, serial: serial)
                    .running(in: context, key: "announce \(serial)") { Action.announced(serial: serial, problem: $0) }
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
        if case .loading(let path) = state.page {
            location = WebLocation(path: path, title: titleSuffix)
        }
        if let id = state.page.itemID, let item = state.items.first(where: { $0.id == id }) {
            frames.append(.todoItem(
                titled: item.title,
                isDone: item.isDone,
                onToggleDone: { sink.send(.toggleDone) },
                onDelete: { sink.send(.askToDelete) },
                onEdit: { sink.send(.edit) }
            ))
            location = WebLocation(path: [String(id)], title: "\(item.title) — \(titleSuffix)")
            if state.isConfirmingDelete {
                overlays.append(Overlay(alert: .deleteTodo(
                    titled: item.title,
                    onDelete: { sink.send(.confirmDelete) },
                    onKeep: { sink.send(.cancelDelete) }
                )))
            }
            if case .edit(_, let draft) = state.page {
                frames.append(.todoEditor(
                    draft: draft,
                    onDraftChanged: { sink.send(.changeDraft($0)) },
                    onSave: { sink.send(.save) },
                    onCancel: { sink.send(.back) }
                ))
                location = WebLocation(path: [String(id), "edit"], title: "Edit “\(item.title)” — \(titleSuffix)")
            }
        }
        let stack = BackStackScreen(bottom: frames[0], above: Array(frames.dropFirst()), onGoBack: { sink.send(.back) })
        return TodoAppScreen(
            content: BodyAndOverlaysScreen(body: stack, overlays: overlays), user: user, location: location,
            problem: state.problem, viewers: board == nil ? nil : state.viewers
        )
    }

    /// What the person does, and what the store and the shared board answer.
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
        /// A read of the list came back.
        case loaded(serial: Int, Result<[TodoItem], StoreFailure>)
        /// A write came back: the item the store made for an add, or why it failed.
        case stored(serial: Int, change: TodoChange, Result<TodoItem?, StoreFailure>)
        /// An announcement went out, or could not (`problem`).
        case announced(serial: Int, problem: String?)

        func apply(toState state: inout State, context: ApplyContext<TodoAppWorkflow>) -> Never? {
            let app = context[workflowValue: \.self]
            switch self {
            case .boardChanged:
                state.reload()
            case .loaded(let serial, let result):
                guard state.load == serial else { return nil }
                state.load = nil
                Self.take(result, into: &state)
            case .stored(let serial, let change, let result):
                state.writes.removeAll { $0.serial == serial }
                Self.take(result, of: change, into: &state, announcing: app.board != nil)
            case .viewersChanged(let names):
                state.viewers = names
            case .announced(let serial, let problem):
                state.announcements.removeAll { $0.serial == serial }
                if let problem { state.problem = "Others may not see your change yet: \(problem)" }
            default:
                state.problem = nil
                apply(to: &state)
            }
            return nil
        }

        /// A read: the list as stored now, unless writes are under way (it may predate them).
        private static func take(_ result: Result<[TodoItem], StoreFailure>, into state: inout State) {
            switch result {
            case .failure(let failure):
                state.problem = "The list could not be read (\(failure.message)). Load the page again to retry."
                if case .loading = state.page { state.page = .list }
            case .success where !state.writes.isEmpty:
                state.readsAfterWrites = true
            case .success(let items):
                state.items = items
                switch state.page {
                case .loading(let path), .notFound(let path):
                    state.page = page(for: WebLocation(path: path), in: items)
                case .detail(let id), .edit(let id, _):
                    if !items.contains(where: { $0.id == id }) {
                        // Someone else deleted the item shown: back to the list.
                        state.page = .list
                        state.isConfirmingDelete = false
                    }
                case .list:
                    break
                }
            }
        }

        /// A write: an added item joins the list (and opens in the editor if the list is still
        /// shown); a failure says so and reads the list again to show what is stored.
        private static func take(_ result: Result<TodoItem?, StoreFailure>, of change: TodoChange, into state: inout State, announcing: Bool) {
            switch result {
            case .success(let made):
                if let made {
                    state.items.append(made)
                    if state.page == .list { state.page = .edit(id: made.id, draft: "") }
                }
                if announcing {
                    state.announcements.append((state.takeSerial(), BoardChange(item: made?.id ?? change.itemID)))
                }
            case .failure(let failure):
                state.problem = "Your change could not be saved (\(failure.message)). Try again."
                state.reload()
            }
            if state.writes.isEmpty, state.readsAfterWrites {
                state.readsAfterWrites = false
                state.reload()
            }
        }

        private func apply(to state: inout State) {
            switch (self, state.page) {
            case (.open(let id), .list) where state.items.contains { $0.id == id }:
                state.page = .detail(id: id)
            case (.add, .list):
                state.write(.add(title: "New item"))
            case (.toggleDone, .detail(let id)):
                guard var item = state.items.first(where: { $0.id == id }) else { return }
                item.isDone.toggle()
                state.replace(item)
                state.write(.update(item))
            case (.edit, .detail(let id)):
                state.page = .edit(id: id, draft: state.items.first { $0.id == id }?.title ?? "")
            case (.changeDraft(let text), .edit(let id, _)):
                state.page = .edit(id: id, draft: text)
            case (.save, .edit(let id, let draft)):
                let title = TodoItem.title(fromDraft: draft)
                if !title.isEmpty, var item = state.items.first(where: { $0.id == id }) {
                    item.title = title
                    state.replace(item)
                    state.write(.update(item))
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
                state.items.removeAll { $0.id == id }
                state.write(.delete(id: id))
                state.isConfirmingDelete = false
                state.page = .list
            case (.cancelDelete, _):
                state.isConfirmingDelete = false
            case (.showList, _):
                state.page = .list
            default:
                // An event from a screen no longer on top (a stale closure), or one handled
                // before this: nothing to do.
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
        case .list, .notFound, .loading: nil
        }
    }
}

extension TodoChange {
    /// The item changed, if it exists yet.
    var itemID: Int? {
        switch self {
        case .add: nil
        case .update(let item): item.id
        case .delete(let id): id
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
