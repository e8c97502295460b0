/// Runs a ``Worker`` as a child workflow.
///
/// Each run is a side effect keyed by a generation number. A non-equivalent worker bumps the
/// generation, so the next pass ends the old side effect (cancelling its task) and starts a new
/// one. Outputs return through a ``SendableSink`` tagged with their generation: an output from
/// a run that was replaced is ignored, and one from a run whose workflow ended is dropped by the
/// runtime, so nothing arrives after cancellation.
struct WorkerWorkflow<W: Worker>: Workflow {
    let worker: W

    typealias Output = W.Output
    typealias State = Int   // the current run's generation

    func makeInitialState() -> Int { 0 }

    func workflowDidChange(from previousWorkflow: WorkerWorkflow<W>, state: inout Int) {
        if !worker.isEquivalent(to: previousWorkflow.worker) {
            state += 1
        }
    }

    func render(state generation: Int, context: RenderContext<WorkerWorkflow<W>>) {
        let sink = context.makeSendableSink(of: DeliverOutput.self)
        let worker = self.worker
        context.runSideEffect(key: generation) { lifetime in
            let task = Task {
                let output = await worker.run()
                guard !Task.isCancelled else { return }
                sink.send(DeliverOutput(output: output, generation: generation))
            }
            lifetime.onEnded { task.cancel() }
        }
    }

    /// Emits one output of the run `generation`, if that run is still the current one.
    struct DeliverOutput: WorkflowAction, Sendable {
        typealias WorkflowType = WorkerWorkflow<W>
        let output: W.Output
        let generation: Int

        func apply(toState state: inout Int, context: ApplyContext<WorkerWorkflow<W>>) -> W.Output? {
            generation == state ? output : nil
        }
    }
}

extension WorkerWorkflow: ChildDescribing {
    static var childDescription: String { "worker \(W.self)" }
}
