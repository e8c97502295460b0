#if WebServer
import Workflow
import WorkflowSamples

/// Reads a list from the store: at the start when the request brought no items, after Back or
/// Forward, and on the shared board whenever anyone announces a change. Its output is the
/// items, or why they could not be read.
///
/// `serial` tells one read from the next: asking again while a read is under way (two
/// announcements in a row) replaces that read, so the latest one wins.
struct LoadItems: Worker {
    typealias Output = Result<[TodoItem], StoreFailure>

    var store: any TodoStore
    var list: String
    var serial: Int

    func run() async -> Output {
        do {
            return .success(try await store.items(in: list))
        } catch {
            return .failure(StoreFailure(message: "\(error)"))
        }
    }

    func isEquivalent(to otherWorker: LoadItems) -> Bool {
        serial == otherWorker.serial
    }
}

/// One change of a list, as the to-do workflow asks the store for it.
enum TodoChange: Equatable, Sendable {
    case add(title: String)
    case update(TodoItem)
    case delete(id: Int)
}

/// Writes one change to the store. Its output is the item the store made (for ``TodoChange/add(title:)``),
/// `nil` for the others, or why the write failed.
struct StoreChange: Worker {
    typealias Output = Result<TodoItem?, StoreFailure>

    var store: any TodoStore
    var list: String
    var change: TodoChange
    /// Tells one write from the next: each change is written once.
    var serial: Int

    func run() async -> Output {
        do {
            switch change {
            case .add(let title):
                return .success(try await store.addItem(to: list, title: title))
            case .update(let item):
                try await store.update(item, in: list)
            case .delete(let id):
                try await store.deleteItem(id, from: list)
            }
            return .success(nil)
        } catch {
            return .failure(StoreFailure(message: "\(error)"))
        }
    }

    func isEquivalent(to otherWorker: StoreChange) -> Bool {
        serial == otherWorker.serial
    }
}

/// What the store said when it failed, as the page shows it.
struct StoreFailure: Error, Equatable {
    var message: String
}
#endif
