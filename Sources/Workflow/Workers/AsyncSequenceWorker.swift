/// A worker that emits zero or more outputs: one per element of the `AsyncSequence` that
/// ``run()`` returns, until the sequence ends or the worker is cancelled.
///
/// ```swift
/// struct Countdown: AsyncSequenceWorker, Equatable {
///     var from: Int
///     func run() -> AsyncStream<Int> {
///         AsyncStream { continuation in
///             for value in stride(from: from, through: 0, by: -1) { continuation.yield(value) }
///             continuation.finish()
///         }
///     }
/// }
/// ```
///
/// Its lifecycle is a ``Worker``'s: it starts on the first pass that runs it, keeps its
/// iteration while later passes run an equivalent worker, and is cancelled when dropped.
public protocol AsyncSequenceWorker<Output>: AnyWorkflowConvertible, EquivalentWork, Sendable
where Rendering == Void, Output: Sendable {
    /// The elements of the sequence, emitted one by one. Restated for type inference.
    associatedtype Output

    /// The sequence of outputs.
    associatedtype Outputs: AsyncSequence<Output, Never>

    /// Makes the sequence to iterate. Called once per run, off the host's isolation.
    func run() -> Outputs
}

extension AsyncSequenceWorker {
    /// The workflow that runs this worker as a child.
    public func asAnyWorkflow() -> AnyWorkflow<Void, Output> {
        AnyWorkflow(WorkerWorkflow(job: SequenceJob(worker: self)))
    }
}
