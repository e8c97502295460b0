extension WorkflowAction {
    /// Applies the action and moves its output, if any, into `output`; see the requirement.
    @inlinable
    public func _apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>,
        output: UnsafeMutablePointer<WorkflowType.Output>
    ) -> Bool {
        guard let emitted = apply(toState: &state, context: context) else { return false }
        output.initialize(to: emitted)
        return true
    }
}
