#if WebServer
/// A token bucket: `burst` messages at once, refilled at `perSecond`.
struct RateLimiter {
    private let perSecond: Double
    private let burst: Double
    private var available: Double
    private var last = ContinuousClock.now

    init(perSecond: Double, burst: Double) {
        self.perSecond = perSecond
        self.burst = burst
        self.available = burst
    }

    mutating func allow() -> Bool {
        let now = ContinuousClock.now
        let seconds = (now - last).inSeconds
        last = now
        available = min(burst, available + seconds * perSecond)
        guard available >= 1 else { return false }
        available -= 1
        return true
    }
}
#endif
