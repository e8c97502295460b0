/// How many times a ``RetryingWorker`` tries its operation, and how long it waits in between.
///
/// ```swift
/// // Tries up to 5 times, waiting 1 s, 2 s, 4 s, then 8 s between tries.
/// RetryPolicy.exponential(maxAttempts: 5, initialDelay: .seconds(1), maximumDelay: .seconds(30))
/// ```
public struct RetryPolicy<Duration: DurationProtocol>: Sendable, Equatable {
    /// The most times the operation runs, counting the first; at least 1.
    public let maxAttempts: Int
    /// The wait before the second attempt.
    public let initialDelay: Duration
    /// What each later wait is multiplied by; 1 keeps the wait constant.
    public let multiplier: Int
    /// The longest wait, however many attempts have failed.
    public let maximumDelay: Duration

    /// A policy whose waits start at `initialDelay` and grow by `multiplier` up to `maximumDelay`.
    ///
    /// `maxAttempts` must be at least 1 and `multiplier` at least 1; anything else is a
    /// programmer error that stops the program with a message naming the value.
    public init(maxAttempts: Int, initialDelay: Duration, multiplier: Int, maximumDelay: Duration) {
        precondition(maxAttempts >= 1, "RetryPolicy.maxAttempts must be at least 1 (the first try counts); got \(maxAttempts).")
        precondition(multiplier >= 1, "RetryPolicy.multiplier must be at least 1; got \(multiplier).")
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maximumDelay = maximumDelay
    }

    /// Waits that double (or grow by `multiplier`) after each failure, up to `maximumDelay`.
    public static func exponential(
        maxAttempts: Int,
        initialDelay: Duration,
        multiplier: Int = 2,
        maximumDelay: Duration
    ) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, initialDelay: initialDelay, multiplier: multiplier, maximumDelay: maximumDelay)
    }

    /// The same wait, `delay`, between every two attempts.
    public static func constant(maxAttempts: Int, delay: Duration) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, initialDelay: delay, multiplier: 1, maximumDelay: delay)
    }

    /// The wait after attempt number `attempt` (counting from 1) has failed.
    ///
    /// It is `initialDelay` after the first, then `multiplier` times the previous wait, never
    /// more than `maximumDelay`.
    public func delay(afterAttempt attempt: Int) -> Duration {
        var delay = min(initialDelay, maximumDelay)
        var grownFor = 1
        // Stopping at the cap keeps the loop short and the value from overflowing, however
        // many attempts are allowed.
        while grownFor < attempt, multiplier > 1, delay < maximumDelay {
            delay = min(delay * multiplier, maximumDelay)
            grownFor += 1
        }
        return delay
    }
}
