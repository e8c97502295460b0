/// What ``WorkerWorkflow`` runs: work that emits zero or more outputs, with an equivalence
/// that decides whether a newly declared job replaces the running one.
protocol WorkerJob: Sendable {
    associatedtype Output: Sendable

    /// How the job appears in messages, e.g. `worker LoadProfile`.
    static var description: String { get }

    /// Does the work, passing each output to `emit`, until done or cancelled.
    func perform(emit: @Sendable (Output) -> Void) async

    func isEquivalent(to other: Self) -> Bool
}

/// A ``Worker``: one output.
struct SingleOutputJob<W: Worker>: WorkerJob {
    let worker: W

    static var description: String { "worker \(W.self)" }

    func perform(emit: @Sendable (W.Output) -> Void) async {
        emit(await worker.run())
    }

    func isEquivalent(to other: SingleOutputJob<W>) -> Bool {
        worker.isEquivalent(to: other.worker)
    }
}

/// An ``AsyncSequenceWorker``: one output per element, until the sequence ends.
struct SequenceJob<W: AsyncSequenceWorker>: WorkerJob {
    let worker: W

    static var description: String { "worker \(W.self)" }

    func perform(emit: @Sendable (W.Output) -> Void) async {
        for await output in worker.run() {
            emit(output)
        }
    }

    func isEquivalent(to other: SequenceJob<W>) -> Bool {
        worker.isEquivalent(to: other.worker)
    }
}
