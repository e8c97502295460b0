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

    /// Applies the action and reports its effects, comparing the states here when `State` is
    /// `Equatable`, and with `statesAreEqual` otherwise; see the requirement.
    @inlinable
    public func _apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>,
        output: UnsafeMutablePointer<WorkflowType.Output>,
        statesAreEqual: (WorkflowType.State, WorkflowType.State) -> Bool
    ) -> _AppliedActionEffects {
        let before = state
        var effects: _AppliedActionEffects = _apply(toState: &state, context: context, output: output) ? .emittedOutput : []
        if !(WorkflowType._statesAreEqual(before, state) ?? statesAreEqual(before, state)) {
            effects.insert(.changedState)
        }
        return effects
    }
}
