#if WebServer
import Workflow
import WorkflowUI

/// The sessions a server holds, by id, which of them have a page connected, and when those
/// without a page are to end.
///
/// One task sweeps the due ends of every session, waking every `sweepInterval` while any are
/// pending, rather than a sleeping task per session: a task costs a few kilobytes, which at
/// thousands of sessions was a large share of each idle session's memory. A session thus
/// ends up to one interval late.
actor SessionRegistry<WorkflowType: Workflow> where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    private struct PendingEnd {
        var deadline: ContinuousClock.Instant
        var generation: Int
    }

    private var sessions: [String: SessionActor<WorkflowType>] = [:]
    private var pendingEnds: [String: PendingEnd] = [:]
    private var sweeper: Task<Void, Never>?
    private let sweepInterval: Duration
    private var connected: Set<String> = []
    /// Sessions whose page left, oldest first (those that never had a page are not here).
    private var leftOrder: [String] = []
    private let limit: Int
    private let writer: SessionStoreWriter?
    /// Set once the server is stopping: sessions are then kept in the store, not ended.
    private(set) var isShuttingDown = false

    init(limit: Int, sweepInterval: Duration, writer: SessionStoreWriter? = nil) {
        self.limit = limit
        self.sweepInterval = sweepInterval
        self.writer = writer
    }

    /// Ends `actor`'s session after `delay` unless a page attached to it after `generation`
    /// (see ``SessionActor/end(ifStillAt:)``), and forgets it.
    func end(_ actor: SessionActor<WorkflowType>, after delay: Duration, unlessAttachedSince generation: Int) {
        pendingEnds[actor.id] = PendingEnd(deadline: .now + delay, generation: generation)
        guard sweeper == nil else { return }
        sweeper = Task { await self.sweep() }
    }

    /// Ends the sessions that are due, until none is pending.
    private func sweep() async {
        while !pendingEnds.isEmpty {
            try? await Task.sleep(for: sweepInterval)
            await endDue(at: .now)
        }
        sweeper = nil
    }

    /// Ends the sessions whose end is due at `now`; none once the server is stopping (it
    /// writes them to its store instead).
    func endDue(at now: ContinuousClock.Instant) async {
        guard !isShuttingDown else {
            pendingEnds = [:]
            return
        }
        for id in pendingEnds.filter({ $0.value.deadline <= now }).keys {
            // Read again: while this loop waited on another session, this one may have been
            // given a later end.
            guard let pending = pendingEnds[id], pending.deadline <= now else { continue }
            pendingEnds[id] = nil
            guard let actor = sessions[id] else { continue }
            // A page may attach while this waits; `end(ifStillAt:)` then ends nothing.
            if await actor.end(ifStillAt: pending.generation) { remove(id: id) }
        }
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
        pendingEnds[id] = nil
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
