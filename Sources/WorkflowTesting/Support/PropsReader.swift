import Dispatch
import Foundation
import Workflow

/// Gives the actions a test applies their workflow's props through `ApplyContext`.
///
/// A test may leave the workflow out when its actions never read props. If one does anyway,
/// there is no value to give it and no way to unwind its `apply`; so without a workflow, each
/// action runs on a helper thread, and one that reads props parks that thread for good while
/// the test's own thread reports the failure and carries on with the state unchanged.
final class PropsReader<WorkflowType: Workflow>: ApplyContextReader {
    /// What applying an action came to.
    enum Outcome {
        /// The action ran to the end and emitted this output, if any.
        case applied(WorkflowType.Output?)
        /// The action read props, but the test gave no workflow; the state is unchanged.
        case readMissingProps
    }

    private let workflow: WorkflowType?
    /// Signalled by the helper thread when the action finished or read the missing props.
    private let helperDone = DispatchSemaphore(value: 0)

    init(workflow: WorkflowType?) {
        self.workflow = workflow
    }

    func workflow(forGeneration generation: UInt32) -> WorkflowType {
        if let workflow { return workflow }
        // Only an action on the helper thread of applyOnHelperThread gets here: wake the
        // test's thread, which sees that the action did not finish, and never return.
        helperDone.signal()
        while true { DispatchSemaphore(value: 0).wait() }
    }

    /// Applies `action` to `state` with a context that reads this reader's workflow.
    func apply(_ action: AnyWorkflowAction<WorkflowType>, to state: inout WorkflowType.State) -> Outcome {
        guard workflow == nil else {
            return .applied(action.apply(toState: &state, context: ApplyContext(reader: self, generation: 0)))
        }
        return applyOnHelperThread(action, to: &state)
    }

    private func applyOnHelperThread(_ action: AnyWorkflowAction<WorkflowType>, to state: inout WorkflowType.State) -> Outcome {
        let run = HelperRun(reader: self, action: action, state: state)
        startHelperThread(running: run)
        helperDone.wait()
        guard let output = run.output else { return .readMissingProps }
        state = run.state
        return .applied(output)
    }
}

/// An action applied on a helper thread, and what it left.
///
/// `@unchecked Sendable`: the test's thread writes the inputs before it starts the helper
/// thread and reads the results only after the helper signals `helperDone`, which the helper
/// does once, after its last write (finished) or from inside `apply` where it then parks for
/// good (read missing props, and then the results are not read). So the two threads never
/// touch these fields at the same time.
private final class HelperRun<WorkflowType: Workflow>: HelperWork, @unchecked Sendable {
    let reader: PropsReader<WorkflowType>
    let action: AnyWorkflowAction<WorkflowType>
    var state: WorkflowType.State
    /// `nil` until the action finished; then its output, itself optional.
    var output: WorkflowType.Output??

    init(reader: PropsReader<WorkflowType>, action: AnyWorkflowAction<WorkflowType>, state: WorkflowType.State) {
        self.reader = reader
        self.action = action
        self.state = state
    }

    func apply() {
        output = .some(action.apply(toState: &state, context: ApplyContext(reader: reader, generation: 0)))
        reader.finishedOnHelperThread()
    }
}

extension PropsReader {
    /// Wakes the test's thread after an action finished on the helper thread.
    fileprivate func finishedOnHelperThread() {
        helperDone.signal()
    }
}

/// Work for a helper thread, without the generic types a thread's closure cannot capture.
private protocol HelperWork: Sendable {
    func apply()
}

/// Starts a thread that runs `work`; not generic, so its closure captures no type metadata.
private func startHelperThread(running work: any HelperWork) {
    Thread { work.apply() }.start()
}
