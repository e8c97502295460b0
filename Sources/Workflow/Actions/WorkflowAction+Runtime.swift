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
    /// `Equatable`; see the requirement.
    @inlinable
    public func _apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>,
        output: UnsafeMutablePointer<WorkflowType.Output>,
        stateBefore: UnsafeMutablePointer<WorkflowType.State>
    ) -> _AppliedActionEffects {
        let before = state
        var effects: _AppliedActionEffects = _apply(toState: &state, context: context, output: output) ? .emittedOutput : []
        switch WorkflowType._statesAreEqual(before, state) {
        case true?:
            break
        case false?:
            effects.insert(.changedState)
        case nil:
            stateBefore.initialize(to: before)
            effects.insert(.keptStateBefore)
        }
        return effects
    }
}
