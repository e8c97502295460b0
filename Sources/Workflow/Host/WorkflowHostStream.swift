/// An asynchronous sequence of a host's renderings or outputs.
///
/// Any number of consumers can iterate the same sequence, each with its own buffer, so a slow
/// consumer never makes another one miss a value. Iteration ends when the host stops or is
/// released, or when the consuming task is cancelled. Iterate on the host's isolation: the
/// values are delivered there and need not be `Sendable`.
public struct WorkflowHostStream<Element>: AsyncSequence {
    /// The sequence never throws.
    public typealias Failure = Never

    private let subscribe: () -> BroadcastSubscription<Element>

    init(subscribe: @escaping () -> BroadcastSubscription<Element>) {
        self.subscribe = subscribe
    }

    /// Subscribes: values published from now on (for renderings, starting with the current
    /// one) are buffered for this iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(subscription: subscribe())
    }

    /// Iterates one subscription.
    public struct Iterator: AsyncIteratorProtocol {
        let subscription: BroadcastSubscription<Element>

        /// The next value, or `nil` when the host has stopped or the task was cancelled.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            await subscription.next(isolation: actor)
        }

        /// The next value, or `nil` when the host has stopped or the task was cancelled.
        ///
        /// Runs on the caller's isolation (`nonisolated(nonsending)`), so calling it directly
        /// from the host's actor needs no `Sendable` values.
        public nonisolated(nonsending) mutating func next() async -> Element? {
            await subscription.next(isolation: #isolation)
        }
    }
}
