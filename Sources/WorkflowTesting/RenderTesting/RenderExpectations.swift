import Workflow

/// A child workflow a render test expects, with the rendering and output that stand in for it.
struct WorkflowExpectation {
    let type: ObjectIdentifier
    let typeName: String
    let key: String
    let rendering: Any
    let output: Any?
    /// Whether the parent must drop `output` rather than turn it into an action.
    let outputMustBeIgnored: Bool
    let assertions: (Any) -> Void
    let location: AssertionSite

    var declaration: Declaration { .child(type: typeName, key: key) }
}

/// A worker a render test expects, and the output it should pretend the worker produced.
struct WorkerExpectation {
    let type: ObjectIdentifier
    let typeName: String
    let key: String
    let worker: Any
    let isEquivalent: (any EquivalentWork) -> Bool
    let output: Any?
    let location: AssertionSite

    var declaration: Declaration { .worker(type: typeName, key: key) }
}

/// A side effect a render test expects, and the action it should pretend the effect sent.
struct SideEffectExpectation<WorkflowType: Workflow> {
    let key: AnyHashable
    let action: AnyWorkflowAction<WorkflowType>?
    let location: AssertionSite

    var declaration: Declaration { .sideEffect(key: key) }
}

/// Everything a render test expects of one render pass.
struct RenderExpectations<WorkflowType: Workflow> {
    var workflows: [WorkflowExpectation] = []
    var workers: [WorkerExpectation] = []
    var sideEffects: [SideEffectExpectation<WorkflowType>] = []
}
