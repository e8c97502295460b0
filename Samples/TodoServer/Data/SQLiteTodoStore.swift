#if WebServer
import Foundation
import GRDB
import WorkflowSamples

/// The app's data in one SQLite file, through GRDB: the default, for one machine.
///
/// GRDB's `async` reads and writes run on its own queue, off the caller's thread; each is a
/// short transaction.
final class SQLiteTodoStore: TodoStore {
    private let database: DatabaseQueue

    /// Opens (or creates) the database at `path`, bringing its tables up to date.
    ///
    /// - Throws: ``TodoStoreUnavailable`` naming the file and what SQLite said.
    init(path: String) throws {
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            database = try DatabaseQueue(path: path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw TodoStoreUnavailable(location: path, underlying: String(describing: error))
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("todo v1") { db in
            try db.execute(
                sql: """
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

    // MARK: Users and secrets

    func insertUserIfMissing(_ name: String, passwordHash: String) async throws {
        try await database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO users (name, password_hash) VALUES (?, ?)", arguments: [name, passwordHash])
        }
    }

    func passwordHash(of name: String) async throws -> String? {
        try await database.read { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM users WHERE name = ?", arguments: [name])
        }
    }

    func secret(named name: String, makingIt candidate: [UInt8]) async throws -> [UInt8] {
        try await database.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)", arguments: [name, Data(candidate)])
            return try Data.fetchOne(db, sql: "SELECT value FROM secrets WHERE name = ?", arguments: [name]).map { [UInt8]($0) }
                ?? candidate
        }
    }

    // MARK: Items

    func items(in list: String) async throws -> [TodoItem] {
        try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title, is_done FROM items WHERE list = ? ORDER BY id", arguments: [list])
                .map { TodoItem(id: $0["id"], title: $0["title"], isDone: $0["is_done"]) }
        }
    }

    func addItem(to list: String, title: String) async throws -> TodoItem {
        try await database.write { db in
            try db.execute(sql: "INSERT INTO items (list, title) VALUES (?, ?)", arguments: [list, title])
            return TodoItem(id: Int(db.lastInsertedRowID), title: title)
        }
    }

    func update(_ item: TodoItem, in list: String) async throws {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE items SET title = ?, is_done = ? WHERE id = ? AND list = ?",
                arguments: [item.title, item.isDone, item.id, list]
            )
        }
    }

    func deleteItem(_ id: Int, from list: String) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM items WHERE id = ? AND list = ?", arguments: [id, list])
        }
    }
}
#endif
