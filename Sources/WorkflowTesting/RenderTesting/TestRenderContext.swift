import Workflow

/// The render context a render test gives the workflow under test: it hands out the expected
/// children's renderings instead of running them, records every declaration and every action,
/// and starts nothing.
final class TestRenderContext<WorkflowType: Workflow>: RenderContextImplementation {
    /// How strictly the pass is checked.
    enum Mode {
        /// The first of a test's two passes: declarations are recorded, nothing is checked.
        case rehearsal
        /// The checked pass: declarations are matched with the expectations.
        case checked
        /// A child no expectation stood in for, rendered for real so the test can go on.
        case lenient
    }

    private let mode: Mode
    private var expectations: RenderExpectations<WorkflowType>
    private let location: AssertionSite
    private(set) var declarations: [Declaration] = []
    private var localActions: [(number: Int, action: RecordedAction<WorkflowType>)] = []
    private let inbox = ActionInbox()
    private var usedWorkflows: Set<Int> = []
    private var usedWorkers: Set<Int> = []
    private var usedSideEffects: Set<Int> = []
    private var isRendering = true

    init(mode: Mode, expectations: RenderExpectations<WorkflowType>, location: AssertionSite) {
        self.mode = mode
        self.expectations = expectations
        self.location = location
    }

    /// Ends the pass: later uses of the context are reported as misuse.
    func finishRendering() {
        isRendering = false
    }

    /// The actions sent so far, in order, including the outputs of expected children and
    /// workers and the actions of expected side effects.
    func takeActions() -> [RecordedAction<WorkflowType>] {
        let sent = inbox.takeSent().compactMap { sent -> (number: Int, action: RecordedAction<WorkflowType>)? in
            // Only this context's SendableSinks post here, all with actions of WorkflowType.
            guard let action = sent.action as? any WorkflowAction<WorkflowType> else { return nil }
            return (sent.number, RecordedAction(action: AnyWorkflowAction(action), description: dumped(action)))
        }
        defer { localActions = [] }
        return (localActions + sent).sorted { $0.number < $1.number }.map(\.action)
    }

    /// Fails for each expectation the checked pass never used.
    func reportUnusedExpectations() {
        for (index, expected) in expectations.workflows.enumerated() where !usedWorkflows.contains(index) {
            expected.location.fail("Expected \(expected.declaration), but the workflow did not render it.")
        }
        for (index, expected) in expectations.workers.enumerated() where !usedWorkers.contains(index) {
            expected.location.fail("Expected \(expected.declaration), but the workflow did not run it.")
        }
        for (index, expected) in expectations.sideEffects.enumerated() where !usedSideEffects.contains(index) {
            expected.location.fail("Expected \(expected.declaration), but the workflow did not declare it.")
        }
    }

    // MARK: RenderContextImplementation

    func render<Child: Workflow>(
        workflow child: Child,
        key: String,
        outputMap optionalMap: ((Child.Output) -> AnyWorkflowAction<WorkflowType>?)?
    ) -> Child.Rendering {
        // No map means the child's output is Never: no output can reach it.
        let outputMap = optionalMap ?? { _ in nil }
        if let running = child as? any WorkerRunning {
            return renderWorker(running.runningWorker, of: Child.self, key: key, outputMap: outputMap)
        }
        let declaration = Declaration.child(type: String(reflecting: Child.self), key: key)
        declare(declaration)
        let index = expectations.workflows.firstIndex { $0.type == ObjectIdentifier(Child.self) && $0.key == key }
        guard let index, mode != .lenient else {
            if mode == .checked {
                location.fail(
                    "Unexpected \(declaration): add expectWorkflow(type: \(Child.self).self, key: \"\(key)\", producingRendering: …) to the render test."
                )
            }
            return renderForReal(child)
        }
        let expected = expectations.workflows[index]
        // expectWorkflow(type:…) stores a Child.Rendering and a Child.Output for this type.
        guard let rendering = expected.rendering as? Child.Rendering else {
            preconditionFailure("internal: the expectation for \(Child.self) holds a \(type(of: expected.rendering))")
        }
        if mode == .checked {
            usedWorkflows.insert(index)
            expected.assertions(child)
            if expected.outputMustBeIgnored {
                checkIgnored(expected.output, of: declaration, by: outputMap, at: expected.location)
            } else {
                recordOutput(expected.output, of: declaration, through: outputMap)
            }
        }
        return rendering
    }

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
    where Action.WorkflowType == WorkflowType {
        requireRendering("make a sink of \(Action.self)")
        guard mode == .checked else { return Sink { _ in } }
        return Sink { [weak self] action in
            self?.record(AnyWorkflowAction(action), describedAs: dumped(action))
        }
    }

    func makeSendableSink<Action: WorkflowAction & Sendable>(of actionType: Action.Type) -> SendableSink<Action>
    where Action.WorkflowType == WorkflowType {
        requireRendering("make a sendable sink of \(Action.self)")
        guard mode == .checked else { return SendableSink { _ in } }
        let inbox = self.inbox
        return SendableSink { action in inbox.post(action) }
    }

    func runSideEffect(key: AnyHashable, action: @escaping (Lifetime) -> Void) {
        declareSideEffect(key: key)
    }

    func runSideEffect(key: AnyHashable, operation: @escaping @Sendable () async -> Void) {
        declareSideEffect(key: key)
    }

    // MARK: Helpers

    private func renderWorker<Child: Workflow>(
        _ worker: any EquivalentWork,
        of childType: Child.Type,
        key: String,
        outputMap: @escaping (Child.Output) -> AnyWorkflowAction<WorkflowType>?
    ) -> Child.Rendering {
        let workerType = type(of: worker)
        let declaration = Declaration.worker(type: String(reflecting: workerType), key: key)
        declare(declaration)
        if mode == .checked {
            let index = expectations.workers.firstIndex { $0.type == ObjectIdentifier(workerType) && $0.key == key }
            if let index {
                let expected = expectations.workers[index]
                usedWorkers.insert(index)
                if expected.isEquivalent(worker) {
                    recordOutput(expected.output, of: declaration, through: outputMap)
                } else {
                    expected.location.fail(
                        AssertionSite.describeDifference(
                            "The workflow ran \(declaration), but it is not equivalent to the expected one",
                            expected: expected.worker,
                            actual: worker as Any
                        ))
                }
            } else {
                location.fail("Unexpected \(declaration): add expectWorker(\(workerType)(…), key: \"\(key)\") to the render test.")
            }
        }
        // A worker's rendering is always Void.
        guard let nothing = () as? Child.Rendering else {
            preconditionFailure("internal: worker \(workerType) has a rendering other than Void")
        }
        return nothing
    }

    private func declareSideEffect(key: AnyHashable) {
        let declaration = Declaration.sideEffect(key: key)
        declare(declaration)
        guard mode == .checked else { return }
        guard let index = expectations.sideEffects.firstIndex(where: { $0.key == key }) else {
            location.fail("Unexpected \(declaration): add expectSideEffect(key: \(String(reflecting: key.base))) to the render test.")
            return
        }
        usedSideEffects.insert(index)
        if let action = expectations.sideEffects[index].action {
            record(action, describedAs: "action of \(declaration): \(dumped(action.base ?? action))")
        }
    }

    private func declare(_ declaration: Declaration) {
        requireRendering("declare \(declaration)")
        if mode == .checked, declarations.contains(declaration) {
            location.fail("\(WorkflowType.self) declared \(declaration) more than once in one render pass; keys must be distinct.")
        }
        declarations.append(declaration)
    }

    /// Records the action `outputMap` makes of an expectation's stand-in output, if it has one.
    private func recordOutput<Output>(
        _ output: Any?,
        of declaration: Declaration,
        through outputMap: (Output) -> AnyWorkflowAction<WorkflowType>?
    ) {
        // expectWorkflow and expectWorker store an output of the child's own Output type.
        guard let output = output as? Output else { return }
        record(outputMap(output), describedAs: "output of \(declaration): \(dumped(output))")
    }

    /// Fails if the parent turns `output` into an action; records nothing either way.
    private func checkIgnored<Output>(
        _ output: Any?,
        of declaration: Declaration,
        by outputMap: (Output) -> AnyWorkflowAction<WorkflowType>?,
        at location: AssertionSite
    ) {
        // expectWorkflowIgnoringOutput stores an output of the child's own Output type.
        guard let output = output as? Output, outputMap(output) != nil else { return }
        location.fail(
            "Expected \(WorkflowType.self) to ignore the output of \(declaration), but it turned \(dumped(output)) into an action.")
    }

    private func record(_ action: AnyWorkflowAction<WorkflowType>?, describedAs description: String) {
        guard let action else { return }
        localActions.append((number: inbox.takeNumber(), action: RecordedAction(action: action, description: description)))
    }

    private func requireRendering(_ attempt: String) {
        if !isRendering, mode == .checked {
            location.fail(
                "\(WorkflowType.self) tried to \(attempt) after render(state:context:) returned; a RenderContext is only valid during render."
            )
        }
    }

    /// Renders a child no expectation stood in for, from its initial state, with its own
    /// children rendered the same way and nothing started.
    private func renderForReal<Child: Workflow>(_ child: Child) -> Child.Rendering {
        let context = TestRenderContext<Child>(mode: .lenient, expectations: .init(), location: location)
        defer { context.finishRendering() }
        return child.render(state: child.makeInitialState(), context: RenderContext(context))
    }
}
