#if WebServer
import Logging
import Synchronization

/// Writes sessions to a ``WebSessionStore`` in batches, one batch at a time, keeping only the
/// newest version of each session while a batch is in flight; retries with growing pauses
/// when the store fails, and keeps what it could not write.
///
/// A batch is gathered for `writeInterval` before it is written (group commit): the writer's
/// wake-up, the store's transaction and its commit are then shared by every session that
/// changed meanwhile, instead of paid again for each event.
///
/// Queuing is synchronous (under a lock), so a session's saves reach the queue in the order
/// the session made them: an older snapshot can never overwrite a newer one.
final class SessionStoreWriter: Sendable {
    /// A session waiting to be written, with whom to tell once it is.
    private struct Waiting {
        var session: StoredWebSession
        var firstQueued: ContinuousClock.Instant
        var onStored: @Sendable (Int) -> Void
    }

    private struct Queue {
        var waiting: [String: Waiting] = [:]
        /// Sessions in the batch being written: still waiting, for `/health`, until it is.
        var inFlight = 0
        var isWriting = false
        var idle: [CheckedContinuation<Void, Never>] = []
        var health = SessionStoreHealth()

        var isEmpty: Bool { waiting.isEmpty }
    }

    let store: any WebSessionStore
    private let logger: Logger
    private let retryPause: Duration
    private let writeInterval: Duration
    /// How long a session may hold the news that its page's events are stored, waiting for a
    /// message to the page to carry it (see ``WebServerConfiguration/storedNoticeDelay``).
    let storedNoticeDelay: Duration
    /// Waits the given time: `Task.sleep`, or a test's gate.
    private let pause: @Sendable (Duration) async -> Void
    private let queue = Mutex(Queue())

    /// A writer to `store` that gathers saves for `writeInterval` before each write, and waits
    /// `retryPause` before retrying a failed write, doubling the pause with each failure in a
    /// row up to 5 s. `pause` waits that long (a test gives its own). Sessions tell their
    /// pages what is stored within `storedNoticeDelay` (`.zero`: at once).
    init(
        store: any WebSessionStore, logger: Logger, retryPause: Duration, writeInterval: Duration = .zero,
        storedNoticeDelay: Duration = .zero,
        pause: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
    ) {
        self.store = store
        self.logger = logger
        self.retryPause = retryPause
        self.writeInterval = writeInterval
        self.storedNoticeDelay = storedNoticeDelay
        self.pause = pause
    }

    /// How the store is doing.
    var health: SessionStoreHealth {
        queue.withLock { queue in
            var health = queue.health
            // Worked out when read rather than kept in step with every change to the queue: the
            // sessions queued and those of the batch being written.
            health.waiting = queue.waiting.count + queue.inFlight
            return health
        }
    }

    /// Queues `session` to be written; `onStored` gets the event number it includes once it is
    /// (called on the writer's task: it must hand the news on, not wait for anything).
    func save(_ session: StoredWebSession, onStored: @escaping @Sendable (Int) -> Void) {
        startIfIdle { queue in
            let firstQueued = queue.waiting[session.id]?.firstQueued ?? .now
            queue.waiting[session.id] = Waiting(session: session, firstQueued: firstQueued, onStored: onStored)
        }
    }

    /// Returns whether everything queued so far was written before `deadline` passed.
    func flush(within deadline: Duration) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.waitUntilIdle(); return true
            }
            group.addTask {
                try? await Task.sleep(for: deadline); return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    private func waitUntilIdle() async {
        await withCheckedContinuation { continuation in
            let isIdle = queue.withLock { queue in
                guard queue.isWriting || !queue.isEmpty else { return true }
                queue.idle.append(continuation)
                return false
            }
            if isIdle { continuation.resume() }
        }
    }

    private func startIfIdle(_ change: (inout Queue) -> Void) {
        let start = queue.withLock { queue in
            change(&queue)
            guard !queue.isWriting else { return false }
            queue.isWriting = true
            return true
        }
        if start { Task { await self.drain() } }
    }

    private func drain() async {
        var failures = 0
        while true {
            if writeInterval > .zero {
                // Gathers the saves of the interval; a shutdown's flush waits this much longer.
                await pause(writeInterval)
            }
            let next: [String: Waiting]? = queue.withLock { queue in
                guard !queue.isEmpty else {
                    queue.isWriting = false
                    for continuation in queue.idle { continuation.resume() }
                    queue.idle = []
                    return nil
                }
                // The next batch starts with room for as many sessions as this one (emptied to
                // nothing, the table grew again through every power of two each batch), unless
                // this one was a burst whose room would stay unused.
                defer { queue.waiting.removeAll(keepingCapacity: queue.waiting.count <= 4096) }
                queue.inFlight = queue.waiting.count
                return queue.waiting
            }
            guard let batch = next else { return }
            do {
                try await store.save(batch.values.map(\.session))
                let now = ContinuousClock.now
                let lag = batch.values.map { now - $0.firstQueued }.max() ?? .zero
                queue.withLock { queue in
                    queue.health.recordSuccess(lag: lag, written: batch.count)
                    queue.inFlight = 0
                }
                if failures > 0 { logger.notice("the session store works again after \(failures) failed attempts") }
                failures = 0
                for entry in batch.values { entry.onStored(entry.session.lastAppliedEvent) }
            } catch {
                failures += 1
                logger.error("could not write \(batch.count) sessions to the store (attempt \(failures)); retrying: \(error)")
                queue.withLock { queue in
                    // Put back what failed, unless a newer version came meanwhile.
                    for (id, entry) in batch where queue.waiting[id] == nil {
                        queue.waiting[id] = entry
                    }
                    queue.inFlight = 0
                    queue.health.recordFailure(String(describing: error))
                }
                // A pause, not a busy retry: the store is down, and the sessions go on meanwhile.
                await pause(min(.seconds(5), retryPause * (1 << min(failures - 1, 6))))
            }
        }
    }
}
#endif
