import Synchronization

/// Carries what other isolations tell the host — actions sent through a ``SendableSink``, and
/// notices that tasks the host started have returned — to the host's isolation, where the
/// host's drain task takes them out one at a time, in the order they were posted.
struct HostMailbox: Sendable {
    /// One delivery.
    enum Item: Sendable {
        /// An action for the node with this id, which knows how to apply it.
        case action(nodeID: Int, action: any WorkflowAction & Sendable)
        /// The task registered under this id in the runtime's ``TaskRegistry`` has returned.
        case taskFinished(id: Int)
    }

    /// Counts items posted and not yet taken, so the host can tell that more are on their way
    /// (an atomic, not a lock: see ``takeOne()``).
    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    let items: AsyncStream<Item>
    private let continuation: AsyncStream<Item>.Continuation
    private let posted = Counter()

    init() {
        (items, continuation) = AsyncStream<Item>.makeStream()
    }

    func post(_ item: Item) {
        // Counted before it is yielded, so a count above zero always means an item that the
        // stream has or is about to have.
        posted.value.wrappingAdd(1, ordering: .relaxed)
        continuation.yield(item)
    }

    /// Records that the drain task took an item; returns whether more have been posted since.
    func takeOne() -> Bool {
        posted.value.wrappingSubtract(1, ordering: .relaxed).newValue > 0
    }

    func close() {
        continuation.finish()
    }
}
