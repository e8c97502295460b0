#if WebServer
/// How the session store is doing, for `/health` and the metrics.
struct SessionStoreHealth: Sendable {
    /// Sessions waiting to be written, queued or in the batch being written (the writer works it
    /// out each time its health is read).
    var waiting = 0
    /// The latest failure, while the store is failing.
    var failure: String?
    /// Consecutive failed writes.
    var consecutiveFailures = 0
    /// How long the last batch's oldest change waited to be written.
    var lastLag: Duration = .zero
    /// Sessions written since start.
    var written = 0

    var isHealthy: Bool { failure == nil }

    mutating func recordSuccess(lag: Duration, written count: Int) {
        failure = nil
        consecutiveFailures = 0
        lastLag = lag
        written += count
    }

    mutating func recordFailure(_ description: String) {
        failure = description
        consecutiveFailures += 1
    }
}
#endif
