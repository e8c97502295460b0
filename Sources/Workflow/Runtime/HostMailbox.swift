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

    let items: AsyncStream<Item>
    private let continuation: AsyncStream<Item>.Continuation

    init() {
        (items, continuation) = AsyncStream<Item>.makeStream()
    }

    func post(_ item: Item) {
        continuation.yield(item)
    }

    func close() {
        continuation.finish()
    }
}
