import Workflow

extension WorkflowAction {
    /// Starts a test of this action type, applied to `state` of `workflow`.
    ///
    /// ```swift
    /// TicTacToeWorkflow.Action
    ///     .tester(withState: .init(board: Board(), turn: .x), workflow: game)
    ///     .send(action: .selectSpace(Position(row: 0, column: 0)))
    ///     .verifyState { #expect($0.board[Position(row: 0, column: 0)] == .x) }
    ///     .assertNoOutput()
    /// ```
    ///
    /// - Parameters:
    ///   - state: The state the first action is applied to.
    ///   - workflow: The workflow whose props actions read through their `ApplyContext`. An
    ///     action that reads props when none was given stops the test with a message saying so.
    public static func tester(withState state: WorkflowType.State, workflow: WorkflowType? = nil) -> ActionTester<WorkflowType, Self> {
        ActionTester(state: state, output: nil, reader: PropsReader(workflow: workflow))
    }
}

/// Applies actions one after another to a workflow's state and checks the state and output
/// each leaves; see ``Workflow/WorkflowAction/tester(withState:workflow:)``.
public struct ActionTester<WorkflowType, Action: WorkflowAction>: StateAndOutputAssertions
where Action.WorkflowType == WorkflowType {
    /// The state after the last action sent (the starting state before any).
    public let state: WorkflowType.State
    /// The output the last action sent emitted, if any.
    public let output: WorkflowType.Output?
    private let reader: PropsReader<WorkflowType>

    init(state: WorkflowType.State, output: WorkflowType.Output?, reader: PropsReader<WorkflowType>) {
        self.state = state
        self.output = output
        self.reader = reader
    }

    /// Applies `action` to the current state; the result holds the new state and the output.
    public func send(action: Action) -> ActionTester {
        var newState = state
        let output = reader.apply(AnyWorkflowAction(action), to: &newState)
        return ActionTester(state: newState, output: output, reader: reader)
    }
}
