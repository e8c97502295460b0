#if WebServer
import Logging
import NIOCore
import PostgresNIO
import WorkflowSamples
import WorkflowWebServer

/// The app's data in PostgreSQL, through postgres-nio: for several nodes behind a load
/// balancer, each seeing every user, item and sign-in key.
///
/// Its connection pool must run (``run()``) for as long as the store is used; the tables are
/// made by ``prepare()`` under an advisory lock, so nodes starting together do not race.
final class PostgresTodoStore: TodoStore {
    private let client: PostgresClient
    private let logger: Logger

    /// A store in the database `url` names (`postgres://USER@HOST:PORT/DATABASE`).
    ///
    /// - Throws: ``TodoStoreUnavailable`` when the address cannot be read.
    init(url: String, logger: Logger) throws {
        do {
            client = PostgresClient(configuration: try PostgresURL(url).clientConfiguration, backgroundLogger: logger)
        } catch {
            throw TodoStoreUnavailable(location: url, underlying: error.description)
        }
        self.logger = logger
    }

    /// Runs the connection pool until the task is cancelled.
    func run() async {
        await client.run()
    }

    /// Makes the tables if they are missing. The lock's number is arbitrary but fixed: every
    /// node takes the same one, and it is released when the transaction ends.
    func prepare() async throws {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(740512001)", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS users (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL)", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS items (
                    id BIGSERIAL PRIMARY KEY, list TEXT NOT NULL, title TEXT NOT NULL, is_done BOOLEAN NOT NULL DEFAULT FALSE
                )
                """, logger: logger)
            try await connection.query("CREATE INDEX IF NOT EXISTS items_by_list ON items (list, id)", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value BYTEA NOT NULL)", logger: logger)
        }
    }

    func insertUserIfMissing(_ name: String, passwordHash: String) async throws {
        try await client.query(
            "INSERT INTO users (name, password_hash) VALUES (\(name), \(passwordHash)) ON CONFLICT (name) DO NOTHING", logger: logger)
    }

    func passwordHash(of name: String) async throws -> String? {
        let rows = try await client.query("SELECT password_hash FROM users WHERE name = \(name)", logger: logger)
        for try await hash in rows.decode(String.self) { return hash }
        return nil
    }

    func secret(named name: String, makingIt candidate: [UInt8]) async throws -> [UInt8] {
        try await client.query(
            "INSERT INTO secrets (name, value) VALUES (\(name), \(ByteBuffer(bytes: candidate))) ON CONFLICT (name) DO NOTHING",
            logger: logger)
        let rows = try await client.query("SELECT value FROM secrets WHERE name = \(name)", logger: logger)
        for try await value in rows.decode(ByteBuffer.self) { return Array(buffer: value) }
        return candidate
    }

    func items(in list: String) async throws -> [TodoItem] {
        let rows = try await client.query("SELECT id, title, is_done FROM items WHERE list = \(list) ORDER BY id", logger: logger)
        var items: [TodoItem] = []
        for try await (id, title, isDone) in rows.decode((Int, String, Bool).self) {
            items.append(TodoItem(id: id, title: title, isDone: isDone))
        }
        return items
    }

    func addItem(to list: String, title: String) async throws -> TodoItem {
        let rows = try await client.query("INSERT INTO items (list, title) VALUES (\(list), \(title)) RETURNING id", logger: logger)
        for try await id in rows.decode(Int.self) { return TodoItem(id: id, title: title) }
        throw TodoStoreUnavailable(location: "items", underlying: "INSERT returned no id")
    }

    func update(_ item: TodoItem, in list: String) async throws {
        try await client.query(
            "UPDATE items SET title = \(item.title), is_done = \(item.isDone) WHERE id = \(item.id) AND list = \(list)",
            logger: logger
        )
    }

    func deleteItem(_ id: Int, from list: String) async throws {
        try await client.query("DELETE FROM items WHERE id = \(id) AND list = \(list)", logger: logger)
    }
}
#endif
