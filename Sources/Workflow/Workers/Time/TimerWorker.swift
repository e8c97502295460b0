/// A worker that ticks every `interval` on `clock` for as long as it is declared.
///
/// Each output is the deadline of that tick. Each deadline is one interval after the last, not
/// after the moment the last tick was handled, so ticks do not drift. When the clock has moved
/// past several deadlines at once (say, the machine slept), the timer ticks once, right away,
/// and continues one interval after that, rather than replaying the missed ticks in a burst.
///
/// ```swift
/// TimerWorker(every: .seconds(1), clock: clock)
///     .onOutput { (state: inout Stopwatch.State, _) -> Never? in
///         state.elapsedSeconds += 1
///         return nil
///     }
///     .running(in: context, key: "tick")
/// ```
///
/// In tests, pass a test clock (such as swift-clocks' `TestClock`) and advance it, rather than
/// waiting for real time to pass. Two timers are equivalent when their intervals are equal, so
/// changing the interval restarts the timer and re-rendering with the same one keeps it going.
public struct TimerWorker<C: Clock>: AsyncSequenceWorker {
    /// The time between two ticks.
    public let interval: C.Duration
    /// The clock that measures `interval`.
    public let clock: C

    /// Creates a timer that ticks every `interval`, the first tick one interval after it starts.
    ///
    /// `interval` must be greater than zero; anything else is a programmer error that stops
    /// the program with a message naming the value.
    public init(every interval: C.Duration, clock: C) {
        precondition(interval > .zero, "TimerWorker's interval must be greater than zero; got \(interval).")
        self.interval = interval
        self.clock = clock
    }

    /// The ticks: the deadline of each, forever, until the worker's task is cancelled.
    public func run() -> Ticks {
        Ticks(interval: interval, clock: clock)
    }

    /// Timers are equivalent when they tick at the same interval.
    public func isEquivalent(to otherWorker: TimerWorker<C>) -> Bool {
        interval == otherWorker.interval
    }

    /// The endless sequence of a timer's tick deadlines; it ends when its task is cancelled.
    public struct Ticks: AsyncSequence, Sendable {
        /// A tick's deadline.
        public typealias Element = C.Instant
        /// Waiting for a tick cannot fail; cancellation ends the sequence instead.
        public typealias Failure = Never

        let interval: C.Duration
        let clock: C

        /// Makes an iterator whose first deadline is one interval from now.
        public func makeAsyncIterator() -> Iterator {
            Iterator(interval: interval, clock: clock, deadline: nil)
        }

        /// Sleeps until each next deadline.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            /// Waiting for a tick cannot fail; cancellation ends the sequence instead.
            public typealias Failure = Never

            let interval: C.Duration
            let clock: C
            var deadline: C.Instant?

            /// Waits for the next deadline; `nil` once the task is cancelled.
            public mutating func next() async -> C.Instant? {
                let now = clock.now
                let next = (deadline ?? now).advanced(by: interval)
                if next <= now {
                    // Deadlines were missed (the clock jumped): tick once now, go on from here.
                    guard !Task.isCancelled else { return nil }
                    deadline = now
                    return now
                }
                guard await clock.sleepUnlessCancelled(until: next) else { return nil }
                deadline = next
                return next
            }
        }
    }
}
