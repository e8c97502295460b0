#if WebServer
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import GRDB

/// Keeps sessions in an SQLite file beside the server (through GRDB): nothing to install, and
/// a restarted server finds its sessions again.
///
/// One server per file: SQLite is embedded, so servers on several machines need a shared
/// database such as ``PostgresSessionStore``.
public final class SQLiteSessionStore: WebSessionStore {
    private let database: DatabasePool

    /// Opens (or creates) the store in the file at `path`.
    ///
    /// - Throws: An error naming the path when the file cannot be opened or is not a store.
    public init(path: String) throws {
        var configuration = Configuration()
        // Sessions are written in batches by one writer; waiting briefly beats failing at once
        // when a checkpoint holds the lock.
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // WAL (a DatabasePool's journal) with NORMAL keeps every commit through a crash of
            // the server, which is what the store is for; only a crash of the machine itself
            // may lose the last commits, whose events their pages still hold and give again.
            // FULL would sync the log to disk on every commit.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            database = try DatabasePool(path: path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw WebSessionStoreError.unusable(store: "SQLite file \(path)", underlying: String(describing: error))
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("sessions v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE web_sessions (
                        id TEXT PRIMARY KEY NOT NULL,
                        snapshot BLOB NOT NULL,
                        last_event INTEGER NOT NULL,
                        saved_at DOUBLE NOT NULL
                    );
                    CREATE TABLE web_session_keys (
                        name TEXT PRIMARY KEY NOT NULL,
                        key BLOB NOT NULL
                    );
                    """)
        }
        return migrator
    }

    public func save(_ sessions: [StoredWebSession]) async throws {
        try await database.write { db in
            // Prepared once per connection and kept: parsing the statement cost more than running it.
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO web_sessions (id, snapshot, last_event, saved_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET snapshot = excluded.snapshot,
                        last_event = excluded.last_event, saved_at = excluded.saved_at
                    WHERE excluded.last_event >= web_sessions.last_event
                    """
            )
            for session in sessions {
                try upsert.execute(
                    arguments: [session.id, Data(session.snapshot), session.lastAppliedEvent, session.savedAt.timeIntervalSince1970]
                )
            }
        }
    }

    public func load(session id: String) async throws -> StoredWebSession? {
        try await database.read { db in
            guard
                let row = try Row.fetchOne(db, sql: "SELECT snapshot, last_event, saved_at FROM web_sessions WHERE id = ?", arguments: [id])
            else {
                return nil
            }
            let snapshot: Data = row["snapshot"]
            let savedAt: Double = row["saved_at"]
            return StoredWebSession(
                id: id, snapshot: Array(snapshot), lastAppliedEvent: row["last_event"],
                savedAt: Date(timeIntervalSince1970: savedAt)
            )
        }
    }

    public func removeSessions(savedBefore date: Date) async throws -> Int {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM web_sessions WHERE saved_at < ?", arguments: [date.timeIntervalSince1970])
            return db.changesCount
        }
    }

    public func sessionKey() async throws -> [UInt8] {
        let made = (0..<32).map { _ in UInt8.random(in: .min ... .max) }
        return try await database.write { db in
            // The first server to ask makes the key; everyone after reads that one.
            try db.execute(sql: "INSERT OR IGNORE INTO web_session_keys (name, key) VALUES ('tokens', ?)", arguments: [Data(made)])
            let stored = try Data.fetchOne(db, sql: "SELECT key FROM web_session_keys WHERE name = 'tokens'")
            return stored.map(Array.init) ?? made
        }
    }
}
#endif
