#if WebServer
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Logging
import NIOCore
public import PostgresNIO
public import ServiceLifecycle
import Synchronization

/// Keeps sessions in PostgreSQL (through postgres-nio): one database shared by several servers
/// behind a load balancer, so that a page whose server went away finds its session on another.
///
/// The store's connection pool runs as a service: ``WebAppServer`` runs it with the
/// application when the store is passed to it; used on its own, run ``run()`` in a task or a
/// `ServiceGroup`. The table is made on first use.
public final class PostgresSessionStore: WebSessionStore, Service {
    private let client: PostgresClient
    private let logger: Logger
    private let tableIsReady = Mutex(false)

    /// A store in the database `configuration` names.
    public init(configuration: PostgresClient.Configuration, logger: Logger = Logger(label: "workflow.web.postgres")) {
        self.client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.logger = logger
    }

    /// A store in the database of `url`, such as
    /// `postgres://user:password@127.0.0.1:5432/sessions` (no TLS: for loopback and private
    /// networks).
    ///
    /// - Throws: ``WebSessionStoreError/unusable(store:underlying:)`` naming what is missing.
    public convenience init(url: String, logger: Logger = Logger(label: "workflow.web.postgres")) throws {
        let configuration: PostgresClient.Configuration
        do {
            configuration = try PostgresURL(url).clientConfiguration
        } catch {
            throw WebSessionStoreError.unusable(store: url, underlying: error.description)
        }
        self.init(configuration: configuration, logger: logger)
    }

    /// Runs the connection pool until the service group stops.
    public func run() async throws {
        await client.run()
    }

    private func prepareTable() async throws {
        guard !tableIsReady.withLock({ $0 }) else { return }
        do {
            try await client.query(
                """
                CREATE TABLE IF NOT EXISTS web_sessions (
                    id TEXT PRIMARY KEY, snapshot BYTEA NOT NULL, last_event BIGINT NOT NULL, saved_at DOUBLE PRECISION NOT NULL
                )
                """, logger: logger)
            try await client.query(
                "CREATE TABLE IF NOT EXISTS web_session_keys (name TEXT PRIMARY KEY, key BYTEA NOT NULL)", logger: logger)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            // Another server made the table at the same moment (PostgreSQL's CREATE ... IF NOT
            // EXISTS can race on its catalog); it is there now.
        }
        tableIsReady.withLock { $0 = true }
    }

    public func save(_ sessions: [StoredWebSession]) async throws {
        try await prepareTable()
        try await client.withTransaction(logger: logger) { connection in
            for session in sessions {
                try await connection.query(
                    """
                    INSERT INTO web_sessions (id, snapshot, last_event, saved_at)
                    VALUES (\(session.id), \(ByteBuffer(bytes: session.snapshot)), \(session.lastAppliedEvent), \(session.savedAt.timeIntervalSince1970))
                    ON CONFLICT (id) DO UPDATE SET snapshot = excluded.snapshot, last_event = excluded.last_event, saved_at = excluded.saved_at
                    WHERE excluded.last_event >= web_sessions.last_event
                    """, logger: logger)
            }
        }
    }

    public func load(session id: String) async throws -> StoredWebSession? {
        try await prepareTable()
        let rows = try await client.query("SELECT snapshot, last_event, saved_at FROM web_sessions WHERE id = \(id)", logger: logger)
        for try await (snapshot, lastEvent, savedAt) in rows.decode((ByteBuffer, Int, Double).self) {
            return StoredWebSession(
                id: id, snapshot: Array(buffer: snapshot), lastAppliedEvent: lastEvent,
                savedAt: Date(timeIntervalSince1970: savedAt)
            )
        }
        return nil
    }

    public func removeSessions(savedBefore date: Date) async throws -> Int {
        try await prepareTable()
        let rows = try await client.query(
            "WITH gone AS (DELETE FROM web_sessions WHERE saved_at < \(date.timeIntervalSince1970) RETURNING 1) SELECT count(*) FROM gone",
            logger: logger
        )
        for try await count in rows.decode(Int.self) { return count }
        return 0
    }

    public func sessionKey() async throws -> [UInt8] {
        try await prepareTable()
        let made = ByteBuffer(bytes: (0..<32).map { _ in UInt8.random(in: .min ... .max) })
        // The first server to ask makes the key; everyone after reads that one.
        try await client.query(
            "INSERT INTO web_session_keys (name, key) VALUES ('tokens', \(made)) ON CONFLICT (name) DO NOTHING", logger: logger)
        let rows = try await client.query("SELECT key FROM web_session_keys WHERE name = 'tokens'", logger: logger)
        for try await key in rows.decode(ByteBuffer.self) {
            return Array(buffer: key)
        }
        throw WebSessionStoreError.unusable(store: "PostgreSQL", underlying: "the token key row is missing after inserting it")
    }
}
#endif
