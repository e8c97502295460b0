#if WebServer
import Workflow
import WorkflowUI

/// The sessions a server holds, by id: which have a page connected, which are waiting for
/// their page's first join, which lost their page, and when those without a page are to end.
///
/// **Fairness.** Every session remembers the client (see ``WebClientAddress``) that made or
/// last joined it, so that one client cannot use the server's limits against others:
/// - A session made for a page load counts as *unjoined* until its page joins. A client holds
///   at most ``SessionLimits/unjoinedPerClient`` of them (its own oldest goes when it asks for
///   more), and the server at most ``SessionLimits/unjoined`` (then the oldest of the client
///   holding the most goes). A flood of page loads thus only ever evicts the flooder's own
///   pages, and never fills the table that joined sessions live in.
/// - Beyond ``SessionLimits/disconnected`` sessions whose page left, the oldest of the client
///   holding the most such sessions is ended, not the oldest overall: a client cycling through
///   joins and disconnects pushes out its own sessions, not another user's within its grace
///   period.
///
/// One task sweeps the due ends of every session, waking every `sweepInterval` while any are
/// pending, rather than a sleeping task per session: a task costs a few kilobytes, which at
/// thousands of sessions was a large share of each idle session's memory. A session thus
/// ends up to one interval late.
actor SessionRegistry<WorkflowType: Workflow> where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    private enum Phase {
        case unjoined, connected, disconnected
    }

    private struct Entry {
        var actor: SessionActor<WorkflowType>
        var client: String
        var phase: Phase
        /// The actor's generation when its page last joined or left: an older report (a
        /// connection's leave overtaken by a newer connection's join) changes nothing.
        var generation = 0
    }

    /// One client's sessions without a page, oldest first.
    private struct Ledger {
        var unjoined: [String] = []
        var disconnected: [String] = []

        var isEmpty: Bool { unjoined.isEmpty && disconnected.isEmpty }
    }

    private struct PendingEnd {
        var deadline: ContinuousClock.Instant
        var generation: Int
    }

    private var entries: [String: Entry] = [:]
    private var ledgers: [String: Ledger] = [:]
    private var unjoinedCount = 0
    private var disconnectedCount = 0
    private var pendingEnds: [String: PendingEnd] = [:]
    private var sweeper: Task<Void, Never>?
    private let sweepInterval: Duration
    private let limits: SessionLimits
    private let writer: SessionStoreWriter?
    /// Set once the server is stopping: sessions are then kept in the store, not ended.
    private(set) var isShuttingDown = false

    init(limits: SessionLimits, sweepInterval: Duration, writer: SessionStoreWriter? = nil) {
        self.limits = limits
        self.sweepInterval = sweepInterval
        self.writer = writer
    }

    // MARK: Adding

    /// A new session for a page load by `client`, waiting for its page to join, or `nil` when
    /// the server is full or stopping. `evicted` are the client's (or the heaviest client's)
    /// unjoined sessions that made room, already forgotten here, for the caller to end.
    func addUnjoined(id: String, token: String, client: String) -> (
        actor: SessionActor<WorkflowType>?, evicted: [SessionActor<WorkflowType>]
    ) {
        guard !isShuttingDown else { return (nil, []) }
        var evicted: [SessionActor<WorkflowType>] = []
        // A client with no address (a request context that does not give it) is not counted
        // per client: all such requests would otherwise share one client's share.
        if client != WebClientAddress.unknown, let own = ledgers[client], own.unjoined.count >= limits.unjoinedPerClient,
            let oldest = own.unjoined.first
        {
            evicted += forget(id: oldest)
        } else if unjoinedCount >= limits.unjoined, let heaviest = heaviestClient(by: \.unjoined),
            let oldest = ledgers[heaviest]?.unjoined.first
        {
            evicted += forget(id: oldest)
        }
        guard entries.count < limits.total else { return (nil, evicted) }
        let actor = SessionActor<WorkflowType>(id: id, token: token, writer: writer)
        entries[id] = Entry(actor: actor, client: client, phase: .unjoined)
        ledgers[client, default: Ledger()].unjoined.append(id)
        unjoinedCount += 1
        return (actor, evicted)
    }

    /// A session restored for a joining page (from the store, or afresh under its id), counted
    /// as connected; the one for `id` if there is one already (two connections restoring it
    /// at once). `nil` when the server is full or stopping.
    func addJoined(id: String, token: String, client: String) -> SessionActor<WorkflowType>? {
        if let existing = entries[id] { return existing.actor }
        guard entries.count < limits.total, !isShuttingDown else { return nil }
        let actor = SessionActor<WorkflowType>(id: id, token: token, writer: writer)
        entries[id] = Entry(actor: actor, client: client, phase: .connected)
        return actor
    }

    func session(id: String) -> SessionActor<WorkflowType>? {
        entries[id]?.actor
    }

    // MARK: Pages coming and going

    /// A page of `client` joined session `id` at the actor's `generation`: it no longer counts
    /// as unjoined or disconnected.
    func didJoin(id: String, client: String, generation: Int) {
        guard var entry = entries[id], generation >= entry.generation else { return }
        leaveLedger(id: id, entry: entry)
        entry.phase = .connected
        entry.client = client
        entry.generation = generation
        entries[id] = entry
    }

    /// Session `id`'s page left at the actor's `generation`. Returns the sessions ended to keep
    /// the disconnected ones within their limit (already forgotten here), for the caller to
    /// save and end; none while the server is stopping (it writes every session itself).
    func didLeave(id: String, generation: Int) -> [SessionActor<WorkflowType>] {
        guard var entry = entries[id], entry.phase == .connected, generation >= entry.generation else { return [] }
        entry.generation = generation
        entry.phase = .disconnected
        entries[id] = entry
        ledgers[entry.client, default: Ledger()].disconnected.append(id)
        disconnectedCount += 1
        var evicted: [SessionActor<WorkflowType>] = []
        while !isShuttingDown, disconnectedCount > limits.disconnected,
            let heaviest = heaviestClient(by: \.disconnected),
            let oldest = ledgers[heaviest]?.disconnected.first
        {
            evicted += forget(id: oldest)
        }
        return evicted
    }

    /// The client holding the most sessions in `list`: the one whose sessions go first.
    private func heaviestClient(by list: KeyPath<Ledger, [String]>) -> String? {
        ledgers.max { $0.value[keyPath: list].count < $1.value[keyPath: list].count }?.key
    }

    // MARK: Ending

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
            guard let actor = entries[id]?.actor else { continue }
            // A page may attach while this waits; `end(ifStillAt:)` then ends nothing.
            if await actor.end(ifStillAt: pending.generation) { remove(id: id) }
        }
    }

    func remove(id: String) {
        _ = forget(id: id)
    }

    /// Forgets session `id` if the registry still holds `actor` for it (not a newer one).
    func remove(id: String, ifStill actor: SessionActor<WorkflowType>) {
        guard entries[id]?.actor === actor else { return }
        _ = forget(id: id)
    }

    /// Drops every trace of session `id`; returns its actor if it was held.
    private func forget(id: String) -> [SessionActor<WorkflowType>] {
        guard let entry = entries.removeValue(forKey: id) else { return [] }
        leaveLedger(id: id, entry: entry)
        pendingEnds[id] = nil
        return [entry.actor]
    }

    /// Takes session `id` out of its client's unjoined or disconnected list.
    private func leaveLedger(id: String, entry: Entry) {
        switch entry.phase {
        case .connected:
            return
        case .unjoined:
            ledgers[entry.client]?.unjoined.removeAll { $0 == id }
            unjoinedCount -= 1
        case .disconnected:
            ledgers[entry.client]?.disconnected.removeAll { $0 == id }
            disconnectedCount -= 1
        }
        if ledgers[entry.client]?.isEmpty == true { ledgers[entry.client] = nil }
    }

    // MARK: Reporting and stopping

    /// How many sessions are held, and how many of them have no page connected (waiting for
    /// their first join, or left).
    var counts: (live: Int, disconnected: Int) {
        (entries.count, unjoinedCount + disconnectedCount)
    }

    /// Marks the server as stopping and returns every session, to be saved.
    func beginShutdown() -> [SessionActor<WorkflowType>] {
        isShuttingDown = true
        return entries.values.map(\.actor)
    }
}
#endif
