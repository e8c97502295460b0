extension AnyWorkflowConvertible where Rendering == Void {
    /// Runs this worker (or any child without a rendering) for as long as passes declare it,
    /// turning each output into an action of the parent.
    ///
    /// Two workers of the same type in one pass need distinct keys.
    public func running<Parent>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> AnyWorkflowAction<Parent>
    ) {
        rendered(in: context, key: key, outputMap: outputMap)
    }

    /// Runs this worker, turning each output into an action of the parent's own action type.
    public func running<Parent, Action: WorkflowAction>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> Action
    ) where Action.WorkflowType == Parent {
        rendered(in: context, key: key, outputMap: outputMap)
    }
}

extension AnyWorkflowConvertible where Rendering == Void, Output: WorkflowAction {
    /// Runs a worker whose outputs are already actions of the parent.
    public func running(in context: RenderContext<Output.WorkflowType>, key: String = "") {
        rendered(in: context, key: key)
    }
}

extension AnyWorkflowConvertible where Rendering == Void, Output == Never {
    /// Runs a worker that emits nothing, for its effect alone.
    public func running<Parent>(in context: RenderContext<Parent>, key: String = "") {
        rendered(in: context, key: key)
    }
}
