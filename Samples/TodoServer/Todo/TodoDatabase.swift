#if WebServer
import Foundation
import GRDB
import HummingbirdBcrypt
import WorkflowSamples

/// The app's own data in one SQLite file, through GRDB: its users (with bcrypt password
/// hashes), the to-do lists (each user's own, `user:NAME`, and the team's shared board,
/// `team`), and the key that signs sign-in cookies.
///
/// Every read and write is a short synchronous transaction: SQLite on a local disk answers in
/// microseconds, less than a patch takes to render, so the to-do workflow writes before it
/// changes its state, and a page never shows what is not stored. (An app on a remote database
/// would write from a worker instead.)
final class TodoDatabase: Sendable {
    /// Why the database refused.
    enum Failure: Error, CustomStringConvertible {
        case cannotOpen(path: String, underlying: String)

        var description: String {
            switch self {
            case .cannotOpen(let path, let underlying): "cannot open the to-do database at \(path): \(underlying)"
            }
        }
    }

    private let database: DatabaseQueue

    /// Opens (or creates) the database at `path`, bringing its tables up to date.
    init(path: String) throws {
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            database = try DatabaseQueue(path: path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw Failure.cannotOpen(path: path, underlying: String(describing: error))
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("todo v1") { db in
            try db.execute(sql: """
                CREATE TABLE users (
                    name TEXT PRIMARY KEY NOT NULL,
                    password_hash TEXT NOT NULL
                );
                CREATE TABLE items (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    list TEXT NOT NULL,
                    title TEXT NOT NULL,
                    is_done BOOLEAN NOT NULL DEFAULT 0
                );
                CREATE INDEX items_by_list ON items(list, id);
                CREATE TABLE secrets (
                    name TEXT PRIMARY KEY NOT NULL,
                    value BLOB NOT NULL
                );
                """)
        }
        return migrator
    }

    // MARK: Users

    /// Adds `name` with `password` unless a user of that name exists.
    func addUserIfMissing(_ name: String, password: String) throws {
        let hash = Bcrypt.hash(password, cost: 10)
        try database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO users (name, password_hash) VALUES (?, ?)", arguments: [name, hash])
        }
    }

    /// Whether `password` is `name`'s. An unknown name costs a hash check too, so timing does
    /// not tell which names exist.
    func verify(user name: String, password: String) throws -> Bool {
        guard !name.isEmpty else { return false }
        let hash = try database.read { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM users WHERE name = ?", arguments: [name])
        }
        return Bcrypt.verify(password, hash: hash ?? Self.decoyHash) && hash != nil
    }

    /// A hash of nothing anyone types, checked against when the name is unknown.
    private static let decoyHash = Bcrypt.hash(UUID().uuidString, cost: 10)

    /// The key that signs sign-in cookies: made once and kept, so sign-ins outlive a restart
    /// and hold on every node sharing the database.
    func signingKey() throws -> [UInt8] {
        try database.write { db in
            if let key = try Data.fetchOne(db, sql: "SELECT value FROM secrets WHERE name = 'sign-in'") {
                return [UInt8](key)
            }
            var generator = SystemRandomNumberGenerator()
            let key = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            try db.execute(sql: "INSERT INTO secrets (name, value) VALUES ('sign-in', ?)", arguments: [Data(key)])
            return key
        }
    }

    // MARK: Items

    /// The items of list `list` (`user:NAME` or `team`), oldest first.
    func items(in list: String) throws -> [TodoItem] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title, is_done FROM items WHERE list = ? ORDER BY id", arguments: [list])
                .map { TodoItem(id: $0["id"], title: $0["title"], isDone: $0["is_done"]) }
        }
    }

    /// A new item in list `list` titled `title`.
    func addItem(to list: String, title: String) throws -> TodoItem {
        try database.write { db in
            try db.execute(sql: "INSERT INTO items (list, title) VALUES (?, ?)", arguments: [list, title])
            return TodoItem(id: Int(db.lastInsertedRowID), title: title)
        }
    }

    /// Stores `item`'s title and whether it is done, if it is in list `list`.
    func update(_ item: TodoItem, in list: String) throws {
        try database.write { db in
            try db.execute(
                sql: "UPDATE items SET title = ?, is_done = ? WHERE id = ? AND list = ?",
                arguments: [item.title, item.isDone, item.id, list]
            )
        }
    }

    /// Deletes item `id`, if it is in list `list`.
    func deleteItem(_ id: Int, from list: String) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM items WHERE id = ? AND list = ?", arguments: [id, list])
        }
    }
}
#endif
