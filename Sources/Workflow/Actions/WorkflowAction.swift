/// A change to a workflow's state that may also emit one output to the workflow's parent.
///
/// Actions are usually enums whose cases carry the data of the event that caused them. They
/// are sent through a ``Sink`` made by ``RenderContext/makeSink(of:)``, or produced from a
/// child's output, and the runtime applies them one at a time on the host's isolation.
public protocol WorkflowAction<WorkflowType> {
    /// The workflow whose state this action changes.
    associatedtype WorkflowType: Workflow

    /// Applies the action to `state` and returns the output to emit, if any.
    /// - Parameters:
    ///   - state: The workflow's current state, to update in place.
    ///   - context: Gives access to the workflow's current props while the action applies.
    /// - Returns: An output for the parent, or `nil` to emit nothing.
    func apply(toState state: inout WorkflowType.State, context: ApplyContext<WorkflowType>) -> WorkflowType.Output?

    /// A runtime hook, not part of an action's design: leave it to its default implementation
    /// in WorkflowAction+Runtime.swift. It calls ``apply(toState:context:)`` and moves the
    /// output, if any, into `output`, returning whether there was one.
    ///
    /// The default implementation is compiled in the module that declares the action, where
    /// `Output?` is a concrete type. The runtime's own code is generic, and there merely
    /// holding an `Output?` costs a lookup of the optional's type metadata on every action,
    /// a seventh of a whole update of a small workflow. Do not implement it.
    func _apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>,
        output: UnsafeMutablePointer<WorkflowType.Output>
    ) -> Bool

    /// A runtime hook like ``_apply(toState:context:output:)``, for hosts whose options skip
    /// work when an action leaves the state equal: it also tells whether the state changed.
    ///
    /// The default implementation copies the state, applies the action and compares the two
    /// with the workflow's `State ==` when the declaring module can see that `State` is
    /// `Equatable`, and with `statesAreEqual`, the runtime's own comparison, otherwise.
    /// Compiled in the action's module, the copy and the comparison are a few instructions; in
    /// the runtime's generic code they cost type lookups and witness calls on every action.
    /// Do not implement it.
    func _apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>,
        output: UnsafeMutablePointer<WorkflowType.Output>,
        statesAreEqual: (WorkflowType.State, WorkflowType.State) -> Bool
    ) -> _AppliedActionEffects
}

/// What applying an action did, as the runtime hook
/// ``WorkflowAction/_apply(toState:context:output:statesAreEqual:)`` reports it.
public struct _AppliedActionEffects: OptionSet, Sendable {
    /// The effects, one bit each.
    public let rawValue: UInt8

    /// Makes a set of effects from their bits.
    @inlinable
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The action emitted an output, which is now in the output slot.
    @inlinable public static var emittedOutput: _AppliedActionEffects { _AppliedActionEffects(rawValue: 1) }
    /// The state after the action did not compare equal to the state before it.
    @inlinable public static var changedState: _AppliedActionEffects { _AppliedActionEffects(rawValue: 2) }
}
