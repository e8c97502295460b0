/// A worker that waits for a quiet period on a clock before it runs another worker.
///
/// Made with ``Worker/debounced(for:clock:)``. Because a workflow restarts a worker when a
/// non-equivalent one replaces it, the wait starts over each time the wrapped worker changes:
/// the wrapped worker runs only once its input has stayed the same for `delay`. That is a
/// debounce, with no timer state in the workflow:
///
/// ```swift
/// SearchWorker(query: state.query, index: index)
///     .debounced(for: .milliseconds(300), clock: clock)
///     .onOutput { (state: inout State, results: [String]) -> Never? in
///         state.results = results
///         return nil
///     }
///     .running(in: context, key: "search")
/// ```
///
/// It emits the wrapped worker's one output, or nothing when it is cancelled during the wait.
public struct DebouncedWorker<Base: Worker, C: Clock>: AsyncSequenceWorker {
    /// The worker that runs once the wait is over.
    public let base: Base
    /// How long to wait before running `base`.
    public let delay: C.Duration
    /// The clock that measures `delay`.
    public let clock: C

    /// Creates a worker that runs `base` after `delay` has passed on `clock`.
    public init(_ base: Base, delay: C.Duration, clock: C) {
        self.base = base
        self.delay = delay
        self.clock = clock
    }

    /// Zero or one output: `base`'s, unless the task is cancelled while it waits.
    public func run() -> some AsyncSequence<Base.Output, Never> {
        AtMostOneOutput { [self] in
            guard await clock.sleepUnlessCancelled(for: delay) else { return nil }
            return await base.run()
        }
    }

    /// Equivalent when the wrapped workers are and the delays are equal.
    public func isEquivalent(to otherWorker: DebouncedWorker<Base, C>) -> Bool {
        delay == otherWorker.delay && base.isEquivalent(to: otherWorker.base)
    }
}

extension Worker {
    /// This worker, started only after `delay` has passed on `clock` with no replacement.
    ///
    /// See ``DebouncedWorker`` for how restarts turn the delay into a debounce.
    public func debounced<C: Clock>(for delay: C.Duration, clock: C) -> DebouncedWorker<Self, C> {
        DebouncedWorker(self, delay: delay, clock: clock)
    }
}
