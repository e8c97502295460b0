#if WebServer
import Workflow
import WorkflowUI

/// The sessions a server holds, by id, and which of them have a page connected.
actor SessionRegistry<WorkflowType: Workflow> where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    private var sessions: [String: SessionActor<WorkflowType>] = [:]
    private var connected: Set<String> = []
    /// Sessions whose page left, oldest first (those that never had a page are not here).
    private var leftOrder: [String] = []
    private let limit: Int
    private let writer: SessionStoreWriter?
    /// Set once the server is stopping: sessions are then kept in the store, not ended.
    private(set) var isShuttingDown = false

    init(limit: Int, writer: SessionStoreWriter?) {
        self.limit = limit
        self.writer = writer
    }

    /// A new session's actor, or `nil` when the limit is reached or the server is stopping.
    /// The actor for `id` if there is one already (two connections restoring it at once).
    func add(id: String, token: String) -> SessionActor<WorkflowType>? {
        if let existing = sessions[id] { return existing }
        guard sessions.count < limit, !isShuttingDown else { return nil }
        let actor = SessionActor<WorkflowType>(id: id, token: token, writer: writer)
        sessions[id] = actor
        return actor
    }

    func session(id: String) -> SessionActor<WorkflowType>? {
        sessions[id]
    }

    func remove(id: String) {
        sessions[id] = nil
        connected.remove(id)
        leftOrder.removeAll { $0 == id }
    }

    func setConnected(_ isConnected: Bool, id: String) {
        leftOrder.removeAll { $0 == id }
        if isConnected {
            connected.insert(id)
        } else {
            connected.remove(id)
            leftOrder.append(id)
        }
    }

    /// Takes out the sessions whose page left longest ago, beyond the `limit` kept.
    func takeDisconnected(beyond limit: Int) -> [SessionActor<WorkflowType>] {
        guard leftOrder.count > limit else { return [] }
        let oldest = leftOrder.prefix(leftOrder.count - limit)
        leftOrder.removeFirst(oldest.count)
        return oldest.compactMap { id in
            defer { sessions[id] = nil }
            return sessions[id]
        }
    }

    /// How many sessions are held, and how many of them have no page connected.
    var counts: (live: Int, disconnected: Int) {
        (sessions.count, sessions.count - connected.count)
    }

    /// Marks the server as stopping and returns every session, to be saved.
    func beginShutdown() -> [SessionActor<WorkflowType>] {
        isShuttingDown = true
        return Array(sessions.values)
    }
}
#endif
