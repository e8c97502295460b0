/// A type-erased action for the workflow `WorkflowType`: a wrapped action, a closure, or an
/// action that only emits an output.
public struct AnyWorkflowAction<WorkflowType: Workflow>: WorkflowAction {
    private let applyClosure: (inout WorkflowType.State, ApplyContext<WorkflowType>) -> WorkflowType.Output?

    /// The wrapped action, for inspection in tests, or `nil` when this action was made from a
    /// closure or from an output.
    public let base: (any WorkflowAction<WorkflowType>)?

    /// Wraps `action`. Wrapping an `AnyWorkflowAction` returns it unchanged.
    public init<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == WorkflowType {
        if let erased = action as? AnyWorkflowAction<WorkflowType> {
            self = erased
            return
        }
        applyClosure = { state, context in action.apply(toState: &state, context: context) }
        base = action
    }

    /// Makes an action from a closure that updates the state and returns an optional output.
    public init(_ apply: @escaping (inout WorkflowType.State) -> WorkflowType.Output?) {
        applyClosure = { state, _ in apply(&state) }
        base = nil
    }

    /// Makes an action from a closure that can also read the workflow's props through the
    /// ``ApplyContext``.
    public init(_ apply: @escaping (inout WorkflowType.State, ApplyContext<WorkflowType>) -> WorkflowType.Output?) {
        applyClosure = apply
        base = nil
    }

    /// Makes an action that leaves the state alone and emits `output`.
    public init(sendingOutput output: WorkflowType.Output) {
        self.init { _ in output }
    }

    /// An action that changes nothing and emits nothing.
    public static var noAction: AnyWorkflowAction<WorkflowType> {
        AnyWorkflowAction { _ in nil }
    }

    /// Applies the wrapped behaviour.
    public func apply(toState state: inout WorkflowType.State, context: ApplyContext<WorkflowType>) -> WorkflowType.Output? {
        applyClosure(&state, context)
    }
}

extension AnyWorkflowAction: CustomStringConvertible {
    /// The wrapped action's description, or `AnyWorkflowAction<Type> { … }` for a closure, so
    /// that logs show what happened rather than the wrapper's fields.
    public var description: String {
        base.map { String(describing: $0) } ?? "AnyWorkflowAction<\(WorkflowType.self)> { … }"
    }
}
