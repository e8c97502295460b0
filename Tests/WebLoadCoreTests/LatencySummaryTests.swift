import Testing
import WebLoadCore

struct LatencySummaryTests {
    @Test func nearestRankPercentiles() {
        let summary = LatencySummary((1...1_000).map { UInt64($0) * 1_000 }.shuffled())
        #expect(summary.count == 1_000)
        #expect(summary.p50 == 500_000)
        #expect(summary.p90 == 900_000)
        #expect(summary.p99 == 990_000)
        #expect(summary.p999 == 999_000)
        #expect(summary.maximum == 1_000_000)
    }

    @Test func noSamplesIsAllZero() {
        let summary = LatencySummary([])
        #expect(summary.count == 0)
        #expect([summary.p50, summary.p99, summary.maximum] == [0, 0, 0])
    }

    @Test func millisecondsRoundToTheMicrosecond() {
        #expect(LatencySummary.milliseconds(1_234_567) == "1.235")
        #expect(LatencySummary.milliseconds(45_000) == "0.045")
    }
}
