#if WebServer
import NIOCore

/// A token bucket: `burst` messages at once, refilled at `perSecond`.
///
/// It reads NIO's monotonic clock in plain nanoseconds: it runs for every message, and
/// `Duration`'s 128-bit arithmetic cost more than the rest of it.
struct RateLimiter {
    private let perNanosecond: Double
    private let burst: Double
    private var available: Double
    private var last = NIODeadline.now().uptimeNanoseconds

    init(perSecond: Double, burst: Double) {
        self.perNanosecond = perSecond / 1_000_000_000
        self.burst = burst
        self.available = burst
    }

    mutating func allow() -> Bool {
        let now = NIODeadline.now().uptimeNanoseconds
        let elapsed = now &- last
        last = now
        available = min(burst, available + Double(elapsed) * perNanosecond)
        guard available >= 1 else { return false }
        available -= 1
        return true
    }
}
#endif
