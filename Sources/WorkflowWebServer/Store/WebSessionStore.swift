#if WebServer
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Where a ``WorkflowWebApp`` keeps its sessions so that they outlive a restart of the server,
/// or move to another server behind the same load balancer.
///
/// The server writes each session after its actions, in batches and off the path from an
/// event to its patch, and reads one back when a page joins a session the server does not
/// hold. ``SQLiteSessionStore`` keeps them in a file beside the server; ``PostgresSessionStore``
/// in a database that several servers share. A store that fails is retried; the server goes
/// on serving meanwhile and reports it on `/health`.
public protocol WebSessionStore: Sendable {
    /// Writes every session in `sessions` in one go, replacing what was stored for each.
    func save(_ sessions: [StoredWebSession]) async throws
    /// The session with id `id`, or `nil` if none is stored.
    func load(session id: String) async throws -> StoredWebSession?
    /// Forgets every session last written before `date`, and returns how many. A session is
    /// not removed when it ends: a page that comes back later (from a laptop that slept, say)
    /// still finds it, until it expires this way.
    func removeSessions(savedBefore date: Date) async throws -> Int
    /// The key that signs session tokens, made by the first server to ask and the same for
    /// every server sharing the store, so that a page's token is good on each of them.
    func sessionKey() async throws -> [UInt8]
}

/// A session as a ``WebSessionStore`` keeps it: enough to start it again where it was.
public struct StoredWebSession: Sendable, Equatable {
    /// The session's id, the first part of its page's token.
    public var id: String
    /// The session's host's `WorkflowSnapshot`, as its `bytes`.
    public var snapshot: [UInt8]
    /// The number of the page's last event that the snapshot includes.
    public var lastAppliedEvent: Int
    /// When the server wrote it: what expiry goes by.
    public var savedAt: Date

    /// A session to store.
    public init(id: String, snapshot: [UInt8], lastAppliedEvent: Int, savedAt: Date = Date()) {
        self.id = id
        self.snapshot = snapshot
        self.lastAppliedEvent = lastAppliedEvent
        self.savedAt = savedAt
    }
}
#endif
