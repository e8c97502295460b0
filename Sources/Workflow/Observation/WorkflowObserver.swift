/// Hooks into a running host, for logging, tracing and debugging tools.
///
/// Pass observers to ``WorkflowHost/init(workflow:observers:isolation:)``. Every hook is called
/// on the host's isolation and has an empty default implementation, so an observer implements
/// only what it needs. A host without observers pays nothing for this.
public protocol WorkflowObserver {
    /// A workflow node started: the first render pass that declared it is about to render it.
    func sessionDidBegin(_ session: WorkflowSession)

    /// A workflow node ended: a render pass stopped declaring it, or the host stopped.
    func sessionDidEnd(_ session: WorkflowSession)

    /// `render(state:context:)` is about to be called on a node.
    func workflowWillRender(_ session: WorkflowSession)

    /// `render(state:context:)` returned on a node, and its undeclared children were ended.
    func workflowDidRender(_ session: WorkflowSession)

    /// An action is about to be applied to a node's state.
    func actionWillApply(_ action: any WorkflowAction, in session: WorkflowSession)

    /// An action was applied to a node's state (its output, if any, is handled next).
    func actionDidApply(_ action: any WorkflowAction, in session: WorkflowSession)

    /// The runtime noticed something worth knowing that is not a programmer error, such as an
    /// action sent to a workflow that has ended.
    func runtimeDidReport(_ diagnostic: RuntimeDiagnostic)
}

extension WorkflowObserver {
    /// Does nothing.
    public func sessionDidBegin(_ session: WorkflowSession) {}
    /// Does nothing.
    public func sessionDidEnd(_ session: WorkflowSession) {}
    /// Does nothing.
    public func workflowWillRender(_ session: WorkflowSession) {}
    /// Does nothing.
    public func workflowDidRender(_ session: WorkflowSession) {}
    /// Does nothing.
    public func actionWillApply(_ action: any WorkflowAction, in session: WorkflowSession) {}
    /// Does nothing.
    public func actionDidApply(_ action: any WorkflowAction, in session: WorkflowSession) {}
    /// Does nothing.
    public func runtimeDidReport(_ diagnostic: RuntimeDiagnostic) {}
}
