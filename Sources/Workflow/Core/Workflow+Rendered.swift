// The ways to render a child, again, for a child whose concrete workflow type is known where
// it is rendered (the usual case). They hand the workflow to the parent's node directly instead
// of wrapping it in an AnyWorkflow first, which saves a box and two closures per child on every
// render pass. They behave exactly like the AnyWorkflowConvertible methods they stand in for.

extension Workflow {
    /// Renders this workflow as a child of the workflow that owns `context`, turning each
    /// output into an action of the parent, like `AnyWorkflowConvertible.rendered(in:key:outputMap:)`.
    @inlinable
    public func rendered<Parent>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) -> Rendering {
        context.render(workflow: self, key: key, outputMap: outputMap)
    }

    /// Renders this workflow as a child, turning each output into an action of the parent's own
    /// action type, like the `AnyWorkflowConvertible` method of the same shape.
    @inlinable
    public func rendered<Parent, Action: WorkflowAction>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> Action
    ) -> Rendering where Action.WorkflowType == Parent {
        context.render(workflow: self, key: key, outputMap: { AnyWorkflowAction(outputMap($0)) })
    }
}

extension Workflow where Output: WorkflowAction {
    /// Renders a child whose outputs are already actions of the parent; each output is applied
    /// to the parent as it arrives.
    @inlinable
    public func rendered(in context: RenderContext<Output.WorkflowType>, key: String = "") -> Rendering {
        context.render(workflow: self, key: key, outputMap: { AnyWorkflowAction($0) })
    }
}

extension Workflow where Output == Never {
    /// Renders a child that emits no output.
    @inlinable
    public func rendered<Parent>(in context: RenderContext<Parent>, key: String = "") -> Rendering {
        context.render(workflow: self, key: key, outputMap: nil)
    }
}
