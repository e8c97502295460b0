/// An async sequence of zero or one element, produced by running an operation on first demand.
///
/// It is the output sequence of workers that wait before producing their one output, such as
/// ``DebouncedWorker`` and ``RetryingWorker`` (whose `run()` returns it as an opaque
/// `some AsyncSequence`, so users never name it): when the wait is cancelled the operation
/// returns `nil` and the sequence ends with no element.
struct AtMostOneOutput<Element: Sendable>: AsyncSequence, Sendable {
    /// Nothing is thrown; an operation that has nothing to emit returns `nil`.
    typealias Failure = Never

    private let operation: @Sendable () async -> Element?

    /// Creates a sequence whose only element, if any, is what `operation` returns.
    init(_ operation: @escaping @Sendable () async -> Element?) {
        self.operation = operation
    }

    /// Makes an iterator that has not run the operation yet.
    func makeAsyncIterator() -> Iterator {
        Iterator(operation: operation)
    }

    /// Runs the operation on the first call to `next()`, then ends.
    struct Iterator: AsyncIteratorProtocol, Sendable {
        /// Nothing is thrown; an operation that has nothing to emit returns `nil`.
        typealias Failure = Never

        let operation: @Sendable () async -> Element?
        var isDone = false

        /// The operation's result the first time; `nil` afterwards.
        mutating func next() async -> Element? {
            guard !isDone else { return nil }
            isDone = true
            return await operation()
        }
    }
}
