/// Durations of repeated runs of one scenario, and the statistics docs/benchmarks.md reports.
struct Samples {
    /// Each run's duration, in the order measured.
    private(set) var durations: [Duration] = []

    /// Records one run.
    mutating func append(_ duration: Duration) {
        durations.append(duration)
    }

    /// The fastest run.
    var min: Duration { sorted[0] }
    /// The run in the middle.
    var median: Duration { percentile(50) }
    /// 90 % of runs were at least this fast.
    var p90: Duration { percentile(90) }

    /// The median of the ratios of each run to the run of `other` measured beside it (the two
    /// from ``sampleAlternately(_:_:_:)``). The machine's speed drifts by tens of percent within
    /// a measurement, and a spike that lands on some runs of one variant moves the ratio of two
    /// medians; paired, each ratio compares runs made under the same load.
    func medianRatio(pairedWith other: Samples) -> Double {
        precondition(!durations.isEmpty, "no samples were recorded")
        precondition(durations.count == other.durations.count, "paired samples need as many runs on each side")
        let ratios = zip(durations, other.durations).map { $0.ratio(to: $1) }.sorted()
        // For an even count, the geometric mean of the two middle ratios: the same result
        // whichever side is divided by the other.
        return (ratios[(ratios.count - 1) / 2] * ratios[ratios.count / 2]).squareRoot()
    }

    private var sorted: [Duration] {
        precondition(!durations.isEmpty, "no samples were recorded")
        return durations.sorted()
    }

    /// The nearest-rank percentile.
    private func percentile(_ percent: Int) -> Duration {
        let sorted = self.sorted
        let rank = (percent * sorted.count + 99) / 100
        return sorted[Swift.max(rank, 1) - 1]
    }
}

extension Duration {
    /// The duration in microseconds, for tables.
    var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }

    /// How many times longer than `other` this is.
    func ratio(to other: Duration) -> Double {
        microseconds / other.microseconds
    }
}
