/// Carries actions sent through a ``SendableSink`` from any isolation to the host's isolation,
/// where the host's drain task takes them out one at a time, in the order they were sent.
struct ActionMailbox: Sendable {
    /// One delivery: the node it is for and the action, which that node knows how to apply.
    struct Item: Sendable {
        let nodeID: Int
        let action: any WorkflowAction & Sendable
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
