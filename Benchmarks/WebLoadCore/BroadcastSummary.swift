/// The result of a broadcast run: every (session, message) pair's publish→patch time, and the
/// pairs that never showed, from the publisher's send times and each session's
/// ``BroadcastTracker``.
///
/// A pair's time runs from just before the publisher's click frame was written to the arrival
/// of the first message of that session that showed the number. A pair is missed when the
/// session's page never counted the message (a session that never joined misses them all).
public struct BroadcastSummary: Equatable, Sendable {
    /// Messages published (the publisher's clicks).
    public let published: Int
    /// Sessions that should have heard them.
    public let sessions: Int
    /// Publish→patch times over every pair that showed.
    public let latency: LatencySummary
    /// Pairs never heard; a run passes only with none.
    public let missed: Int
    /// What the pages said that they cannot have: counts that went back, or numbers never
    /// published, with the session's place in the run.
    public let failures: [String]

    /// Sums up a run.
    ///
    /// - Parameters:
    ///   - sentAt: When each message was sent, message `k` at index `k − 1` (nanoseconds on
    ///     the clock the trackers' times are on).
    ///   - trackers: Every session's tracker, in the sessions' order.
    public init(sentAt: [UInt64], trackers: [BroadcastTracker]) {
        published = sentAt.count
        sessions = trackers.count
        var samples: [UInt64] = []
        samples.reserveCapacity(sentAt.count * trackers.count)
        var missed = 0
        var failures: [String] = []
        for (index, tracker) in trackers.enumerated() {
            failures += tracker.failures.map { "session \(index): \($0)" }
            if tracker.last > published {
                failures.append("session \(index): the page shows #\(tracker.last), but only \(published) were published")
            }
            missed += published - min(tracker.heard, published)
            for (offset, shown) in tracker.shownAt.prefix(published).enumerated() {
                guard let shown else { continue }
                let sent = sentAt[offset]
                samples.append(shown >= sent ? shown - sent : 0)
            }
        }
        latency = LatencySummary(samples)
        self.missed = missed
        self.failures = failures
    }

    /// Every (session, message) pair the run should have delivered.
    public var pairs: Int { published * sessions }

    /// One line: messages, sessions, pairs and misses.
    public var line: String {
        "published \(published) messages to \(sessions) sessions: \(pairs) (session, message) pairs, \(pairs - missed) heard, \(missed) missed"
    }
}
