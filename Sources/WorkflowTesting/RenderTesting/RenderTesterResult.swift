public import Workflow

/// What a render test's pass led to: the action it produced, if any, and the state and output
/// after applying it. Assertions return the result, so they chain.
public struct RenderTesterResult<WorkflowType: Workflow>: StateAndOutputAssertions {
    /// The workflow (props) that was rendered.
    public let workflow: WorkflowType
    /// The state the workflow was rendered in, which the action was applied to.
    public let stateBefore: WorkflowType.State
    /// The state after the action, or the rendered state if there was no action.
    public let state: WorkflowType.State
    /// The action the pass produced, as sent.
    let action: AnyWorkflowAction<WorkflowType>?
    /// The output the action emitted, if any.
    public let output: WorkflowType.Output?

    init(
        workflow: WorkflowType,
        stateBefore: WorkflowType.State,
        state: WorkflowType.State,
        action: AnyWorkflowAction<WorkflowType>?,
        output: WorkflowType.Output?
    ) {
        self.workflow = workflow
        self.stateBefore = stateBefore
        self.state = state
        self.action = action
        self.output = output
    }

    /// A render test of the same workflow in the state this pass left, for the next step.
    public func renderTester() -> RenderTester<WorkflowType> {
        workflow.renderTester(initialState: state)
    }

    /// A render test of `workflow` (new props) in the state this pass left.
    public func renderTester(workflow: WorkflowType) -> RenderTester<WorkflowType> {
        workflow.renderTester(initialState: state)
    }

    /// Passes the action to `assertions` as an `Action`; fails if there was none or it was
    /// of another type.
    @discardableResult
    public func verifyAction<Action: WorkflowAction>(
        type: Action.Type = Action.self,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ assertions: (Action) throws -> Void
    ) rethrows -> RenderTesterResult where Action.WorkflowType == WorkflowType {
        let location = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let action else {
            location.fail("Expected an action of type \(Action.self), but the render pass produced none.")
            return self
        }
        let sent = Self.unwrap(action)
        guard let typed = sent as? Action else {
            location.fail("Expected an action of type \(Action.self), but the render pass produced \(dumped(sent)).")
            return self
        }
        try assertions(typed)
        return self
    }

    /// Fails, with a diff, unless the pass produced exactly `expected`.
    @discardableResult
    public func assert<Action: WorkflowAction & Equatable>(
        action expected: Action,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTesterResult where Action.WorkflowType == WorkflowType {
        let location = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return verifyAction(type: Action.self, fileID: fileID, filePath: filePath, line: line, column: column) { action in
            location.expectEqual(expected, action, "The action is not the expected one")
        }
    }

    /// Fails if the pass produced an action, naming it.
    @discardableResult
    public func assertNoAction(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTesterResult {
        if let action {
            AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .fail("Expected no action, but the render pass produced \(dumped(Self.unwrap(action))).")
        }
        return self
    }

    /// The action as it was sent, looking through `AnyWorkflowAction` wrappers.
    private static func unwrap(_ action: AnyWorkflowAction<WorkflowType>) -> any WorkflowAction<WorkflowType> {
        var current: any WorkflowAction<WorkflowType> = action
        while let wrapper = current as? AnyWorkflowAction<WorkflowType>, let base = wrapper.base {
            current = base
        }
        return current
    }
}
