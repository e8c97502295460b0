/// Percentiles of a set of durations, exact (from all the samples, sorted), in nanoseconds.
public struct LatencySummary: Equatable, Sendable {
    /// How many samples there were.
    public let count: Int
    /// The median.
    public let p50: UInt64
    /// The 90th percentile.
    public let p90: UInt64
    /// The 99th percentile.
    public let p99: UInt64
    /// The 99.9th percentile.
    public let p999: UInt64
    /// The largest sample.
    public let maximum: UInt64

    /// Summarises `samples`; all zero when there are none.
    public init(_ samples: [UInt64]) {
        let sorted = samples.sorted()
        count = sorted.count
        p50 = Self.percentile(50, of: sorted)
        p90 = Self.percentile(90, of: sorted)
        p99 = Self.percentile(99, of: sorted)
        p999 = Self.percentile(99.9, of: sorted)
        maximum = sorted.last ?? 0
    }

    /// The nearest-rank percentile: the smallest sample that at least `percent` % of the
    /// samples do not exceed.
    static func percentile(_ percent: Double, of sorted: [UInt64]) -> UInt64 {
        guard !sorted.isEmpty else { return 0 }
        // The epsilon keeps 99.9 % of 1,000 at rank 999 despite 99.9 having no exact binary form.
        let rank = Int((percent / 100 * Double(sorted.count) - 1e-9).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// One line in milliseconds, such as `n=1000 p50=0.412 ms p90=… max=…`.
    public var line: String {
        "n=\(count) p50=\(Self.milliseconds(p50)) p90=\(Self.milliseconds(p90)) p99=\(Self.milliseconds(p99)) p99.9=\(Self.milliseconds(p999)) max=\(Self.milliseconds(maximum)) ms"
    }

    /// `nanoseconds` in milliseconds with three decimals.
    public static func milliseconds(_ nanoseconds: UInt64) -> String {
        let microseconds = (nanoseconds + 500) / 1_000
        let fraction = String(microseconds % 1_000)
        return "\(microseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
