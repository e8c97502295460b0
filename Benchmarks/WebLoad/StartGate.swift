#if WebServer
/// Holds every session back until all have joined, then lets them start together, each
/// learning the same start instant.
actor StartGate {
    private var start: ContinuousClock.Instant?
    private var waiting: [CheckedContinuation<ContinuousClock.Instant, Never>] = []

    /// Returns once the gate is open, with the instant the run started.
    func wait() async -> ContinuousClock.Instant {
        if let start { return start }
        return await withCheckedContinuation { waiting.append($0) }
    }

    /// Opens the gate for every session, waiting or not yet there.
    func open(at instant: ContinuousClock.Instant) {
        start = instant
        for continuation in waiting { continuation.resume(returning: instant) }
        waiting = []
    }
}
#endif
