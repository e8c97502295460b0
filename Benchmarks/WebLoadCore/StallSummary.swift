/// The stalled sessions of a run (`--stop-reading`) summed up: what they found when they read
/// again, how long they took to catch up, and which did not.
public struct StallSummary: Equatable, Sendable {
    /// Sessions that stopped reading.
    public let sessions: Int
    /// Messages handed over while stopped, in all.
    public let messagesWhileStopped: Int
    /// Patches received from reading again on, in all.
    public let patches: Int
    /// The most patches one session received after reading again before its first reset: at
    /// most the flow-control window plus the held patches the server still keeps.
    public let largestPatchRun: Int
    /// Resets received from reading again on, in all, and the sessions that got one.
    public let resets: Int, sessionsReset: Int
    /// The shortest time any session read nothing, in nanoseconds.
    public let shortestStop: UInt64
    /// Reading again → showing every message published, over the sessions that caught up.
    public let catchUp: LatencySummary
    /// Sessions that never stopped, never read again or never caught up; a run passes only with none.
    public let failures: [String]

    /// Sums up the stalled sessions, each with its place in the run.
    public init(_ stalled: [(index: Int, session: StalledSession)]) {
        sessions = stalled.count
        var failures: [String] = []
        var catchUps: [UInt64] = []
        for (index, session) in stalled {
            if session.stoppedAt == nil {
                failures.append("session \(index) never stopped reading (it did not join or its run ended first)")
            } else if session.resumedAt == nil {
                failures.append("session \(index) never read again")
            } else if let caughtUpAfter = session.caughtUpAfter {
                catchUps.append(caughtUpAfter)
            } else {
                failures.append(
                    "session \(index) did not catch up after reading again (\(session.patchesAfterResuming) patches, \(session.resetsAfterResuming) resets)"
                )
            }
        }
        let sessions = stalled.map(\.session)
        messagesWhileStopped = sessions.reduce(0) { $0 + $1.messagesWhileStopped }
        patches = sessions.reduce(0) { $0 + $1.patchesAfterResuming }
        largestPatchRun = sessions.map(\.patchesBeforeReset).max() ?? 0
        resets = sessions.reduce(0) { $0 + $1.resetsAfterResuming }
        sessionsReset = sessions.count(where: { $0.resetsAfterResuming > 0 })
        shortestStop = sessions.map(\.stoppedFor).min() ?? 0
        catchUp = LatencySummary(catchUps)
        self.failures = failures
    }

    /// One line: how many stopped and for how long, and what they got when they read again.
    public var line: String {
        "\(sessions) sessions stopped reading for at least \(LatencySummary.milliseconds(shortestStop)) ms; "
            + "\(messagesWhileStopped) messages handed over while stopped; on reading again: \(patches) patches "
            + "(at most \(largestPatchRun) in a session before a reset), \(resets) resets (\(sessionsReset) sessions)"
    }
}
