import Workflow

/// Gives the actions a test applies their workflow's props through `ApplyContext`.
final class PropsReader<WorkflowType: Workflow>: ApplyContextReader {
    private let workflow: WorkflowType?

    init(workflow: WorkflowType?) {
        self.workflow = workflow
    }

    func workflow(forGeneration generation: UInt32) -> WorkflowType {
        guard let workflow else {
            // There is no value to return, so the test cannot go on.
            fatalError("""
                An action read \(WorkflowType.self)'s props through ApplyContext, but the test gave \
                no workflow: use tester(withState:workflow:) with the workflow whose props it reads.
                """)
        }
        return workflow
    }

    /// Applies `action` to `state` with a context that reads this reader's workflow.
    func apply(_ action: AnyWorkflowAction<WorkflowType>, to state: inout WorkflowType.State) -> WorkflowType.Output? {
        action.apply(toState: &state, context: ApplyContext(reader: self, generation: 0))
    }
}
