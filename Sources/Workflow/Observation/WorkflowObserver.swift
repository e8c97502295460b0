/// Hooks into a running host, for logging, tracing and debugging tools.
///
/// Pass observers to ``WorkflowHost/init(workflow:restoringFrom:configuration:observers:isolation:)``.
/// Every hook is called synchronously on the host's isolation and has an empty default
/// implementation, so an observer implements only what it needs. A host without observers
/// does none of the work behind these hooks: no copies of states, no clock readings.
///
/// The hooks of one update arrive in this order: ``actionWasReceived(_:session:)``, then
/// ``actionWillApply(_:state:source:session:)`` and ``actionDidApply(_:stateBefore:stateAfter:output:source:session:)``
/// for each step of the cascade, then either ``renderPassWillBegin()`` … ``renderPassDidEnd(duration:)``
/// (with the render, props and session hooks of each node in between) or
/// ``renderPassWasSkipped()``.
///
/// With several observers, "will" and "begin" hooks reach them in the order they were passed,
/// and the matching "did" and "end" hooks (``workflowDidRender(_:rendering:duration:session:)``,
/// ``actionDidApply(_:stateBefore:stateAfter:output:source:session:)``,
/// ``renderPassDidEnd(duration:)``, ``sessionDidEnd(_:)``) in the reverse order, so that
/// each observer's pair encloses the pairs of the observers after it, like nested scopes: a
/// tracer that opens a span in a "will" hook closes it after later observers closed theirs.
public protocol WorkflowObserver {
    /// A workflow node started: its parent (or the host, for the root) declared it for the
    /// first time. Its initial state is made next.
    func sessionDidBegin(_ session: WorkflowNodeInfo)

    /// A node's first state was made, by `makeInitialState()` or restored from a snapshot.
    func workflowDidMakeInitialState<W: Workflow>(
        _ workflow: W, state: W.State, restoredFromSnapshot: Bool, session: WorkflowNodeInfo
    )

    /// A node's parent rendered it again and passed its workflow value (its props), after
    /// `workflowDidChange(from:state:)` ran. Called on every such pass: the runtime cannot
    /// tell whether values that are not `Equatable` differ.
    func workflowDidChange<W: Workflow>(from previous: W, to workflow: W, state: W.State, session: WorkflowNodeInfo)

    /// `render(state:context:)` is about to be called on a node.
    func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo)

    /// `render(state:context:)` returned on a node, which took `duration` including its
    /// children's renders, and its children that were not declared again were ended.
    func workflowDidRender<W: Workflow>(
        _ workflow: W, rendering: W.Rendering, duration: Duration, session: WorkflowNodeInfo
    )

    /// A node ended: a render pass stopped declaring it, or the host stopped.
    func sessionDidEnd(_ session: WorkflowNodeInfo)

    /// A sink delivered an action to a node. It is applied now, or after the update in
    /// progress if the host is busy.
    func actionWasReceived<Action: WorkflowAction>(_ action: Action, session: WorkflowNodeInfo)

    /// An action is about to be applied to a node's `state`.
    func actionWillApply<Action: WorkflowAction>(
        _ action: Action, state: Action.WorkflowType.State, source: ActionSource, session: WorkflowNodeInfo
    )

    /// An action was applied. Its output, if any, is passed to the parent (or the host) next.
    func actionDidApply<Action: WorkflowAction>(
        _ action: Action,
        stateBefore: Action.WorkflowType.State,
        stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?,
        source: ActionSource,
        session: WorkflowNodeInfo
    )

    /// A render pass of the tree is starting.
    func renderPassWillBegin()

    /// The render pass finished (side effects ended and started), taking `duration`; its
    /// rendering is published next.
    func renderPassDidEnd(duration: Duration)

    /// An update left every state unchanged, so with
    /// ``RuntimeConfiguration/renderOnlyWhenStateChanged`` no render pass ran and no rendering
    /// was published. Outputs of the update are still emitted.
    func renderPassWasSkipped()

    /// The runtime noticed something worth knowing that is not a programmer error, such as an
    /// action sent to a workflow that has ended, or a snapshot it could not restore.
    func runtimeDidReport(_ diagnostic: RuntimeDiagnostic)
}

/// Where an action that is being applied came from.
public enum ActionSource: Hashable, Sendable {
    /// A ``Sink`` or ``SendableSink``: an event from outside the tree, the start of a cascade.
    case sink
    /// The output of the child node with this id, turned into an action by its parent.
    case childOutput(childID: Int)
}

// Empty defaults, so an observer implements only the hooks it needs. Each shows its
// requirement's documentation.
extension WorkflowObserver {
    public func sessionDidBegin(_ session: WorkflowNodeInfo) {}
    public func workflowDidMakeInitialState<W: Workflow>(
        _ workflow: W, state: W.State, restoredFromSnapshot: Bool, session: WorkflowNodeInfo
    ) {}
    public func workflowDidChange<W: Workflow>(from previous: W, to workflow: W, state: W.State, session: WorkflowNodeInfo) {}
    public func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {}
    public func workflowDidRender<W: Workflow>(
        _ workflow: W, rendering: W.Rendering, duration: Duration, session: WorkflowNodeInfo
    ) {}
    public func sessionDidEnd(_ session: WorkflowNodeInfo) {}
    public func actionWasReceived<Action: WorkflowAction>(_ action: Action, session: WorkflowNodeInfo) {}
    public func actionWillApply<Action: WorkflowAction>(
        _ action: Action, state: Action.WorkflowType.State, source: ActionSource, session: WorkflowNodeInfo
    ) {}
    public func actionDidApply<Action: WorkflowAction>(
        _ action: Action,
        stateBefore: Action.WorkflowType.State,
        stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?,
        source: ActionSource,
        session: WorkflowNodeInfo
    ) {}
    public func renderPassWillBegin() {}
    public func renderPassDidEnd(duration: Duration) {}
    public func renderPassWasSkipped() {}
    public func runtimeDidReport(_ diagnostic: RuntimeDiagnostic) {}
}
