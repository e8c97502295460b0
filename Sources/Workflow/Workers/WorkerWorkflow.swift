/// Runs a worker job as a child workflow.
///
/// Each run is a side effect keyed by a generation number. A non-equivalent job bumps the
/// generation, so the next pass ends the old side effect (cancelling its task) and starts a new
/// one. Outputs return through a ``SendableSink`` tagged with their generation, as an
/// ``ExpiringAction``: an output of a run that was replaced, or whose workflow ended, is
/// discarded before it becomes an update, so nothing arrives after cancellation and a late
/// output costs no render pass.
struct WorkerWorkflow<Job: WorkerJob>: Workflow {
    let job: Job

    typealias Output = Job.Output
    typealias State = Int  // the current run's generation

    func makeInitialState() -> Int { 0 }

    func workflowDidChange(from previousWorkflow: WorkerWorkflow<Job>, state: inout Int) {
        if !job.isEquivalent(to: previousWorkflow.job) {
            state += 1
        }
    }

    func render(state generation: Int, context: RenderContext<WorkerWorkflow<Job>>) {
        let sink = context.makeSendableSink(of: DeliverOutput.self)
        let job = self.job
        context.runSideEffect(key: generation) {
            await job.perform { output in
                // Checked per output: once cancelled, a run that keeps going sends nothing.
                guard !Task.isCancelled else { return }
                sink.send(DeliverOutput(output: output, generation: generation))
            }
        }
    }

    /// Emits one output of the run `generation`; the runtime applies it only while that run is
    /// the current one.
    struct DeliverOutput: ExpiringAction, Sendable {
        typealias WorkflowType = WorkerWorkflow<Job>
        let output: Job.Output
        let generation: Int

        func isCurrent(in state: Int) -> Bool {
            generation == state
        }

        func apply(toState state: inout Int, context: ApplyContext<WorkerWorkflow<Job>>) -> Job.Output? {
            output
        }
    }
}

extension WorkerWorkflow: ChildDescribing {
    static var childDescription: String { Job.description }
}

/// Lets the render tester in WorkflowTesting recognise a worker among a workflow's children
/// and compare it with the one a test expects.
package protocol WorkerRunning {
    /// The worker this child runs.
    var runningWorker: any EquivalentWork { get }
}

extension WorkerWorkflow: WorkerRunning {
    package var runningWorker: any EquivalentWork { job.worker }
}
