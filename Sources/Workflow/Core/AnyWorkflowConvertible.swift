/// A value that can be expressed as a type-erased ``AnyWorkflow``: every ``Workflow`` and every
/// ``AnyWorkflow`` (for example the result of ``mapRendering(_:)``).
///
/// All of the ways a parent renders a child are defined here, so they work the same for a
/// concrete workflow and for a wrapped one.
public protocol AnyWorkflowConvertible<Rendering, Output> {
    /// The rendering the child produces.
    associatedtype Rendering

    /// The output the child emits.
    associatedtype Output

    /// Returns the type-erased form of this value.
    func asAnyWorkflow() -> AnyWorkflow<Rendering, Output>
}

extension AnyWorkflowConvertible {
    /// Renders this value as a child of the workflow that owns `context`, turning each output
    /// into an action of the parent.
    ///
    /// The child's identity is its concrete workflow type plus `key`: it starts on the first
    /// pass that renders it, keeps its state while later passes render it again, and ends on the
    /// first pass that does not. Rendering the same type with the same key twice in one pass is
    /// a programmer error.
    /// - Parameters:
    ///   - context: The parent's render context.
    ///   - key: Distinguishes children of the same type. Defaults to `""`.
    ///   - outputMap: Turns each output of the child into an action of the parent.
    /// - Returns: The child's rendering for this pass.
    public func rendered<Parent>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        asAnyWorkflow().storage.render(in: context, key: key, outputMap: outputMap)
    }

    /// Renders this value as a child, turning each output into an action of the parent's own
    /// action type, so that no `AnyWorkflowAction` is needed:
    ///
    /// ```swift
    /// let form = SignInWorkflow().rendered(in: context) { output in Action.signInFinished(output) }
    /// ```
    ///
    /// A closure that returns an `AnyWorkflowAction` (say, `.noAction`) picks the form that
    /// takes one; both behave alike.
    public func rendered<Parent, Action: WorkflowAction>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> Action
    ) -> Rendering where Action.WorkflowType == Parent {
        rendered(in: context, key: key, outputMap: { AnyWorkflowAction(outputMap($0)) })
    }

    /// Returns a wrapper whose outputs are handled by `apply`, which may change the parent's
    /// state and return the parent's own output.
    ///
    /// ```swift
    /// InboxWorkflow(messages: state.messages)
    ///     .onOutput { state, selected in state.selection = selected; return nil }
    ///     .rendered(in: context)
    /// ```
    public func onOutput<Parent: Workflow>(
        _ apply: @escaping (inout Parent.State, Output) -> Parent.Output?
    ) -> AnyWorkflow<Rendering, AnyWorkflowAction<Parent>> {
        mapOutput { output in AnyWorkflowAction<Parent> { state in apply(&state, output) } }
    }

    /// Returns a wrapper that transforms every output with `transform`.
    public func mapOutput<NewOutput>(_ transform: @escaping (Output) -> NewOutput) -> AnyWorkflow<Rendering, NewOutput> {
        asAnyWorkflow().storage.mapOutput(transform)
    }

    /// Returns a wrapper that transforms every rendering with `transform`.
    public func mapRendering<NewRendering>(_ transform: @escaping (Rendering) -> NewRendering) -> AnyWorkflow<NewRendering, Output> {
        asAnyWorkflow().storage.mapRendering(transform)
    }

    /// Returns a wrapper that drops every output, so it can be rendered with
    /// ``AnyWorkflowConvertible/rendered(in:key:)-(RenderContext<Parent>,_)`` by any parent.
    public func ignoringOutput() -> AnyWorkflow<Rendering, Never> {
        asAnyWorkflow().storage.ignoringOutput()
    }
}

extension AnyWorkflowConvertible where Output: WorkflowAction {
    /// Renders a child whose outputs are already actions of the parent; each output is applied
    /// to the parent as it arrives.
    public func rendered(in context: RenderContext<Output.WorkflowType>, key: String = "") -> Rendering {
        rendered(in: context, key: key, outputMap: { AnyWorkflowAction($0) })
    }
}

extension AnyWorkflowConvertible where Output == Never {
    /// Renders a child that emits no output.
    public func rendered<Parent>(in context: RenderContext<Parent>, key: String = "") -> Rendering {
        rendered(in: context, key: key, outputMap: unreachableAction)
    }

    /// Returns a wrapper whose output type is `NewOutput`, for a place that needs that type
    /// (children of one output type in a list, an API that takes an `AnyWorkflow`). It never
    /// emits, since this workflow has no outputs; no transform is needed.
    ///
    /// ```swift
    /// let children: [AnyWorkflow<Screen, Event>] = [Editor().asAnyWorkflow(), Clock().mapOutput(to: Event.self)]
    /// ```
    public func mapOutput<NewOutput>(to outputType: NewOutput.Type = NewOutput.self) -> AnyWorkflow<Rendering, NewOutput> {
        mapOutput(unreachableOutput)
    }
}

/// The output map of a child whose output is `Never`: it can never be called.
private func unreachableAction<Parent>(_ output: Never) -> AnyWorkflowAction<Parent> {}

/// The output transform of a workflow whose output is `Never`: it can never be called.
private func unreachableOutput<NewOutput>(_ output: Never) -> NewOutput {}
