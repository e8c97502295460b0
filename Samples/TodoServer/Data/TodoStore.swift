#if WebServer
import Foundation
import HummingbirdBcrypt
import WorkflowSamples

/// Where the app keeps its users, its to-do lists and the key that signs sign-in cookies: a
/// SQLite file on one machine (``SQLiteTodoStore``), or PostgreSQL for several nodes behind a
/// load balancer (``PostgresTodoStore``).
///
/// Every call is `async`: a database across the network answers in milliseconds, so the
/// to-do workflow never calls the store from an action (which must return at once). It reads
/// and writes through workers (``LoadItems``, ``StoreChange``), and a page renders again when
/// they answer.
///
/// A list is named `user:NAME` for a user's own or `team` for the board everyone shares; an
/// item is only ever changed within the list it is in, so no URL reaches another user's item.
protocol TodoStore: Sendable {
    /// Adds user `name` with `passwordHash` unless a user of that name exists (then nothing
    /// changes: two nodes starting at once both try).
    func insertUserIfMissing(_ name: String, passwordHash: String) async throws

    /// User `name`'s bcrypt hash, or `nil` if there is no such user.
    func passwordHash(of name: String) async throws -> String?

    /// The secret `name`, stored as `candidate` if there is none yet: whichever node stores
    /// one first, every node gets that one.
    func secret(named name: String, makingIt candidate: [UInt8]) async throws -> [UInt8]

    /// The items of `list`, oldest first.
    func items(in list: String) async throws -> [TodoItem]

    /// Makes an item titled `title` at the end of `list` and returns it with its new id.
    func addItem(to list: String, title: String) async throws -> TodoItem

    /// Stores `item`'s title and whether it is done, if it is in `list`.
    func update(_ item: TodoItem, in list: String) async throws

    /// Deletes item `id`, if it is in `list`.
    func deleteItem(_ id: Int, from list: String) async throws
}

extension TodoStore {
    /// Adds `name` with `password` (hashed with bcrypt) unless a user of that name exists.
    func addUserIfMissing(_ name: String, password: String) async throws {
        try await insertUserIfMissing(name, passwordHash: Bcrypt.hash(password, cost: 10))
    }

    /// Whether `password` is `name`'s. An unknown name costs a hash check too, so timing does
    /// not tell which names exist.
    func verify(user name: String, password: String) async throws -> Bool {
        guard !name.isEmpty else { return false }
        let hash = try await passwordHash(of: name)
        return Bcrypt.verify(password, hash: hash ?? TodoStoreDecoy.hash) && hash != nil
    }

    /// The key that signs sign-in cookies: made once and kept, so sign-ins outlive a restart
    /// and hold on every node sharing the database.
    func signingKey() async throws -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return try await secret(named: "sign-in", makingIt: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}

/// A hash of nothing anyone types, checked against when a name is unknown.
private enum TodoStoreDecoy {
    static let hash = Bcrypt.hash(UUID().uuidString, cost: 10)
}

/// A database the app cannot use, with what it said.
struct TodoStoreUnavailable: Error, CustomStringConvertible {
    /// The file or address that was tried.
    var location: String
    var underlying: String

    var description: String { "cannot use the to-do database at \(location): \(underlying)" }
}
#endif
