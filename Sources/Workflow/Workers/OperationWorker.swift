/// Turns an async closure into a worker, identified by `id`: a later pass that declares an
/// operation worker with the same `id` keeps the running task.
///
/// ```swift
/// OperationWorker(id: query) { await searchService.results(for: query) }
///     .onOutput { (state: inout State, results) -> Never? in state.results = results; return nil }
///     .running(in: context)
/// ```
public struct OperationWorker<Output: Sendable>: Worker {
    /// Identifies the work: equal ids are equivalent workers.
    public let id: any Hashable & Sendable
    private let operation: @Sendable () async -> Output

    /// Makes a worker whose work is `operation`.
    public init(id: some Hashable & Sendable, operation: @escaping @Sendable () async -> Output) {
        self.id = id
        self.operation = operation
    }

    /// Runs the operation.
    public func run() async -> Output {
        await operation()
    }

    /// Workers with equal ids are equivalent.
    public func isEquivalent(to otherWorker: OperationWorker<Output>) -> Bool {
        AnyHashable(id) == AnyHashable(otherWorker.id)
    }
}
