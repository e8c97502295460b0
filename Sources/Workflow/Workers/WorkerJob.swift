/// What ``WorkerWorkflow`` runs: a worker's work, which emits zero or more outputs. The
/// worker's own equivalence decides whether a newly declared job replaces the running one.
protocol WorkerJob: Sendable {
    associatedtype Output: Sendable
    /// The worker the developer declared.
    associatedtype Base: EquivalentWork

    var worker: Base { get }

    /// Does the work, passing each output to `emit`, until done or cancelled.
    func perform(emit: @Sendable (Output) -> Void) async
}

extension WorkerJob {
    /// How the job appears in messages, e.g. `worker LoadProfile`.
    static var description: String { "worker \(Base.self)" }

    func isEquivalent(to other: Self) -> Bool {
        worker.isEquivalent(to: other.worker)
    }
}

/// A ``Worker``: one output.
struct SingleOutputJob<W: Worker>: WorkerJob {
    let worker: W

    func perform(emit: @Sendable (W.Output) -> Void) async {
        emit(await worker.run())
    }
}

/// An ``AsyncSequenceWorker``: one output per element, until the sequence ends.
struct SequenceJob<W: AsyncSequenceWorker>: WorkerJob {
    let worker: W

    func perform(emit: @Sendable (W.Output) -> Void) async {
        for await output in worker.run() {
            emit(output)
        }
    }
}
