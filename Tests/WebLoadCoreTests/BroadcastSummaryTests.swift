import Testing
import WebLoadCore

struct BroadcastSummaryTests {
    static func tracker(_ lines: [(heard: Int, last: Int, at: UInt64)]) -> BroadcastTracker {
        var tracker = BroadcastTracker()
        for line in lines {
            tracker.observe("Heard \(line.heard) messages, last #\(line.last)", at: line.at)
        }
        return tracker
    }

    @Test func timesEveryPairFromItsMessagesSend() {
        let summary = BroadcastSummary(
            sentAt: [1_000, 2_000],
            trackers: [
                Self.tracker([(1, 1, 1_300), (2, 2, 2_100)]),
                Self.tracker([(2, 2, 2_500)]),
            ]
        )
        #expect(summary.published == 2)
        #expect(summary.pairs == 4)
        #expect(summary.missed == 0)
        #expect(summary.failures == [])
        // 300, 100 and the second session's 1,500 and 500.
        #expect(summary.latency == LatencySummary([300, 100, 1_500, 500]))
        #expect(summary.line == "published 2 messages to 2 sessions: 4 (session, message) pairs, 4 heard, 0 missed")
    }

    @Test func countsEveryMessageASessionNeverHeard() {
        let summary = BroadcastSummary(
            sentAt: [1_000, 2_000, 3_000],
            trackers: [
                Self.tracker([(1, 1, 1_100)]),  // never heard 2 and 3
                Self.tracker([(1, 1, 1_100), (2, 3, 3_100)]),  // missed one of 2 and 3
                BroadcastTracker(),  // never joined
            ]
        )
        #expect(summary.missed == 2 + 1 + 3)
        #expect(summary.latency.count == 2)
        #expect(summary.failures == [])
    }

    @Test func aNumberNeverPublishedFails() {
        let summary = BroadcastSummary(sentAt: [1_000], trackers: [Self.tracker([(2, 2, 1_500)])])
        #expect(summary.failures == ["session 0: the page shows #2, but only 1 were published"])
        #expect(summary.missed == 0)
        #expect(summary.latency.count == 1)
    }
}
