public import Workflow

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
    ///     action that reads props when none was given fails the test with a message saying so;
    ///     the test goes on, with the state as it was before that action.
    public static func tester(withState state: WorkflowType.State, workflow: WorkflowType? = nil) -> ActionTester<WorkflowType, Self> {
        ActionTester(stateBefore: state, state: state, output: nil, reader: PropsReader(workflow: workflow))
    }
}

/// Applies actions one after another to a workflow's state and checks the state and output
/// each leaves; see ``Workflow/WorkflowAction/tester(withState:workflow:)``.
public struct ActionTester<WorkflowType, Action: WorkflowAction>: StateAndOutputAssertions
where Action.WorkflowType == WorkflowType {
    /// The state the last action sent was applied to (the starting state before any).
    public let stateBefore: WorkflowType.State
    /// The state after the last action sent (the starting state before any).
    public let state: WorkflowType.State
    /// The output the last action sent emitted, if any.
    public let output: WorkflowType.Output?
    private let reader: PropsReader<WorkflowType>

    init(stateBefore: WorkflowType.State, state: WorkflowType.State, output: WorkflowType.Output?, reader: PropsReader<WorkflowType>) {
        self.stateBefore = stateBefore
        self.state = state
        self.output = output
        self.reader = reader
    }

    /// Applies `action` to the current state; the result holds the new state and the output.
    ///
    /// An action that reads props through its `ApplyContext` when the tester was given no
    /// workflow fails the test; the result then holds the state unchanged and no output.
    public func send(
        action: Action,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ActionTester {
        var newState = state
        switch reader.apply(AnyWorkflowAction(action), to: &newState) {
        case .applied(let output):
            return ActionTester(stateBefore: state, state: newState, output: output, reader: reader)
        case .readMissingProps:
            AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(
                "\(Action.self) read \(WorkflowType.self)'s props through ApplyContext, but the test gave no "
                    + "workflow: use tester(withState:workflow:) with the workflow whose props it reads."
            )
            return ActionTester(stateBefore: state, state: state, output: nil, reader: reader)
        }
    }
}
