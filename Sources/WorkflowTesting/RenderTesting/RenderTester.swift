public import Workflow

extension Workflow {
    /// Starts a render test of this workflow, with its props, in `initialState`.
    ///
    /// Declare what the render pass should do with the `expect…` methods, then call
    /// ``RenderTester/render(fileID:filePath:line:column:_:)``.
    public func renderTester(initialState: State) -> RenderTester<Self> {
        RenderTester(workflow: self, state: initialState)
    }

    /// Starts a render test of this workflow in the state it starts in.
    public func renderTester() -> RenderTester<Self> {
        renderTester(initialState: makeInitialState())
    }
}

/// One render pass of a workflow under test, with everything it is expected to declare.
///
/// ```swift
/// EmailBrowserWorkflow(mailbox: .sample)
///     .renderTester(initialState: .init(selection: nil))
///     .expectWorkflow(type: InboxWorkflow.self, producingRendering: inbox, producingOutput: MessageID(2))
///     .render { screen in
///         #expect(screen.leading.rows.count == 3)
///     }
///     .assert(state: .init(selection: MessageID(2)))
/// ```
///
/// Children are not run: each expected child stands in with the rendering (and, optionally, the
/// output) given here, and expected workers and side effects are never started. Anything the
/// workflow declares that was not expected fails the test, naming it; so does an expectation
/// the workflow did not meet.
///
/// `render` runs the workflow's `render` twice on the same state — once unchecked, once
/// checked — and fails if the two passes declared different children, workers or side
/// effects: `render` must be a function of its props and state.
public struct RenderTester<WorkflowType: Workflow> {
    let workflow: WorkflowType
    let state: WorkflowType.State
    private var expectations = RenderExpectations<WorkflowType>()

    init(workflow: WorkflowType, state: WorkflowType.State) {
        self.workflow = workflow
        self.state = state
    }

    /// Expects the workflow to render a child of type `type` with `key`, and stands in for it.
    ///
    /// - Parameters:
    ///   - type: The child's workflow type.
    ///   - key: The key the child is rendered with.
    ///   - rendering: What the child renders, as far as the parent can tell.
    ///   - output: An output the child emits during the pass; the parent's output handling
    ///     turns it into the pass's action.
    ///   - assertions: Checks of the child workflow value the parent rendered (its props).
    ///   - fileID: Where an unmet expectation is reported; leave the default.
    ///   - filePath: Where an unmet expectation is reported; leave the default.
    ///   - line: Where an unmet expectation is reported; leave the default.
    ///   - column: Where an unmet expectation is reported; leave the default.
    public func expectWorkflow<Child: Workflow>(
        type: Child.Type,
        key: String = "",
        producingRendering rendering: Child.Rendering,
        producingOutput output: Child.Output? = nil,
        assertions: @escaping (Child) -> Void = { _ in },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTester {
        expecting(
            type, key: key, rendering: rendering, output: output, outputMustBeIgnored: false, assertions: assertions,
            location: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the workflow to render a child of type `type` with `key` and to ignore its
    /// outputs (rendered through `ignoringOutput()`, or with a handler that returns no
    /// action), and stands in for it: the child emits `output` during the pass, and the test
    /// fails if the parent turns it into an action.
    ///
    /// ```swift
    /// Dashboard().renderTester()
    ///     .expectWorkflowIgnoringOutput(type: Clock.self, producingRendering: "12:00", emitting: .tick)
    ///     .render { #expect($0.time == "12:00") }
    ///     .assertNoAction()
    /// ```
    ///
    /// - Parameters:
    ///   - type: The child's workflow type.
    ///   - key: The key the child is rendered with.
    ///   - rendering: What the child renders, as far as the parent can tell.
    ///   - output: An output the child emits during the pass, which the parent must drop.
    ///   - assertions: Checks of the child workflow value the parent rendered (its props).
    ///   - fileID: Where an unmet expectation is reported; leave the default.
    ///   - filePath: Where an unmet expectation is reported; leave the default.
    ///   - line: Where an unmet expectation is reported; leave the default.
    ///   - column: Where an unmet expectation is reported; leave the default.
    public func expectWorkflowIgnoringOutput<Child: Workflow>(
        type: Child.Type,
        key: String = "",
        producingRendering rendering: Child.Rendering,
        emitting output: Child.Output,
        assertions: @escaping (Child) -> Void = { _ in },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTester {
        expecting(
            type, key: key, rendering: rendering, output: output, outputMustBeIgnored: true, assertions: assertions,
            location: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func expecting<Child: Workflow>(
        _ type: Child.Type,
        key: String,
        rendering: Child.Rendering,
        output: Child.Output?,
        outputMustBeIgnored: Bool,
        assertions: @escaping (Child) -> Void,
        location: AssertionSite
    ) -> RenderTester {
        var tester = self
        tester.expectations.workflows.append(
            WorkflowExpectation(
                type: ObjectIdentifier(type),
                typeName: String(reflecting: type),
                key: key,
                rendering: rendering,
                output: output,
                outputMustBeIgnored: outputMustBeIgnored,
                assertions: { child in
                    // Only called with the child whose type matched ObjectIdentifier(Child.self).
                    if let child = child as? Child { assertions(child) }
                },
                location: location
            ))
        return tester
    }

    /// Expects the workflow to run a worker equivalent to `worker` with `key`, and, if
    /// `mockingOutput` is given, pretends the worker produced that output during the pass.
    public func expectWorker<ExpectedWorker: AnyWorkflowConvertible & EquivalentWork>(
        _ worker: ExpectedWorker,
        mockingOutput output: ExpectedWorker.Output? = nil,
        key: String = "",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTester where ExpectedWorker.Rendering == Void {
        var tester = self
        tester.expectations.workers.append(
            WorkerExpectation(
                type: ObjectIdentifier(ExpectedWorker.self),
                typeName: String(reflecting: ExpectedWorker.self),
                key: key,
                worker: worker,
                isEquivalent: { actual in
                    // Only called with the worker whose type matched ObjectIdentifier(ExpectedWorker.self).
                    (actual as? ExpectedWorker).map(worker.isEquivalent(to:)) ?? false
                },
                output: output,
                location: AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
            ))
        return tester
    }

    /// Expects the workflow to declare a side effect with `key`. The side effect is not run.
    public func expectSideEffect(
        key: AnyHashable,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTester {
        expectingSideEffect(key: key, action: nil, AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the workflow to declare a side effect with `key`, and pretends the side effect
    /// sent `action` during the pass. The side effect itself is not run.
    public func expectSideEffect<Action: WorkflowAction>(
        key: AnyHashable,
        producingAction action: Action,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTester where Action.WorkflowType == WorkflowType {
        expectingSideEffect(
            key: key, action: AnyWorkflowAction(action), AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func expectingSideEffect(key: AnyHashable, action: AnyWorkflowAction<WorkflowType>?, _ location: AssertionSite) -> RenderTester
    {
        var tester = self
        tester.expectations.sideEffects.append(SideEffectExpectation(key: key, action: action, location: location))
        return tester
    }

    /// Renders the workflow (twice, see ``RenderTester``), checks the expectations, and applies
    /// the action the pass produced, if any (an expected child's or worker's output, or an
    /// expected side effect's action).
    @discardableResult
    public func render(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> RenderTesterResult<WorkflowType> {
        render(fileID: fileID, filePath: filePath, line: line, column: column) { _ in }
    }

    /// Renders the workflow (twice, see ``RenderTester``), checks the expectations, passes the
    /// rendering to `assertions`, then applies the action the pass produced, if any.
    ///
    /// Call the rendering's callbacks in `assertions` to produce an action. A pass should
    /// produce at most one action; more fail the test, and only the first is applied.
    @discardableResult
    public func render(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ assertions: (WorkflowType.Rendering) throws -> Void
    ) rethrows -> RenderTesterResult<WorkflowType> {
        let location = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)

        let rehearsal = TestRenderContext(mode: .rehearsal, expectations: expectations, location: location)
        _ = workflow.render(state: state, context: RenderContext(rehearsal))
        rehearsal.finishRendering()

        let checked = TestRenderContext(mode: .checked, expectations: expectations, location: location)
        let rendering = workflow.render(state: state, context: RenderContext(checked))
        checked.finishRendering()
        checked.reportUnusedExpectations()
        reportDifferentDeclarations(rehearsal.declarations, checked.declarations, location)

        try assertions(rendering)

        let actions = checked.takeActions()
        if actions.count > 1 {
            location.fail(
                """
                The render pass produced \(actions.count) actions; a render test checks one. Only the \
                first was applied. The actions, in order:
                \(actions.map { "• " + $0.description }.joined(separator: "\n"))
                """)
        }
        var newState = state
        let action = actions.first?.action
        var output: WorkflowType.Output?
        // The reader has the workflow, so every action runs to the end.
        if let action, case .applied(let emitted) = PropsReader(workflow: workflow).apply(action, to: &newState) {
            output = emitted
        }
        return RenderTesterResult(workflow: workflow, stateBefore: state, state: newState, action: action, output: output)
    }

    private func reportDifferentDeclarations(_ first: [Declaration], _ second: [Declaration], _ location: AssertionSite) {
        let firstPass = first.map(\.description).sorted()
        let secondPass = second.map(\.description).sorted()
        guard firstPass != secondPass else { return }
        location.fail(
            AssertionSite.describeDifference(
                "Rendering the same state twice declared different children, workers or side effects. render(state:context:) must depend only on props and state; do work in actions, workers or side effects",
                expected: firstPass,
                actual: secondPass
            ))
    }
}
