#if WebServer
import Synchronization

/// The server's own event→patch times, for load tests: from the moment an event's frame was
/// read to the moment its answer (patch or ack) was queued for the connection's writer.
///
/// Kept as raw samples, so the percentiles are exact; a load run of a minute at 1,000 events a
/// second is 60,000 samples (480 KB). Beyond ``capacity`` samples are only counted, so a
/// server left running with the report on cannot grow without bound.
final class LatencyRecorder: Sendable {
    private struct Samples {
        var nanoseconds: [UInt64] = []
        var dropped = 0
    }

    private let samples = Mutex(Samples())
    static let capacity = 1_000_000

    /// Notes one event's time from its frame read to its answer queued.
    func record(nanoseconds: UInt64) {
        samples.withLock { samples in
            if samples.nanoseconds.count < Self.capacity {
                samples.nanoseconds.append(nanoseconds)
            } else {
                samples.dropped += 1
            }
        }
    }

    func reset() {
        samples.withLock { $0 = Samples() }
    }

    /// One line: the count and the percentiles in milliseconds.
    func report() -> String {
        let (sorted, dropped) = samples.withLock { ($0.nanoseconds.sorted(), $0.dropped) }
        guard let largest = sorted.last else { return "n=0\n" }
        func at(_ percent: Double) -> String {
            // The epsilon keeps 99.9 % of 1,000 at rank 999 despite 99.9 having no exact binary form.
            let rank = Int((percent / 100 * Double(sorted.count) - 1e-9).rounded(.up))
            return Self.milliseconds(sorted[min(max(rank, 1), sorted.count) - 1])
        }
        let drops = dropped > 0 ? " (\(dropped) more not kept)" : ""
        return
            "n=\(sorted.count)\(drops) p50=\(at(50)) p90=\(at(90)) p99=\(at(99)) p99.9=\(at(99.9)) max=\(Self.milliseconds(largest)) ms\n"
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> String {
        let microseconds = nanoseconds / 1_000
        let fraction = String(microseconds % 1_000)
        return "\(microseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
#endif
