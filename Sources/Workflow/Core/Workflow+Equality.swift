// The default implementations of the equality hooks that the runtime options which skip work
// ask (partial tree rendering, render only when state changed). They are `@inlinable` so that
// each conformance's witness is compiled, with `==` inlined, in the conforming type's module.
// A conformance that the constrained versions do not fit (a conditional `Equatable`, for
// example) gets `nil`, and the runtime then finds the answer with a dynamic cast.

extension Workflow {
    /// `nil`: whether the props are `Equatable` is found out at run time.
    @inlinable
    public static func _propsAreEqual(_ lhs: Self, _ rhs: Self) -> Bool? { nil }

    /// `nil`: whether the state is `Equatable` is found out at run time.
    @inlinable
    public static func _statesAreEqual(_ lhs: State, _ rhs: State) -> Bool? { nil }
}

extension Workflow where Self: Equatable {
    /// `lhs == rhs`, compiled where the workflow conforms.
    @inlinable
    public static func _propsAreEqual(_ lhs: Self, _ rhs: Self) -> Bool? { lhs == rhs }
}

extension Workflow where State: Equatable {
    /// `lhs == rhs`, compiled where the workflow conforms.
    @inlinable
    public static func _statesAreEqual(_ lhs: State, _ rhs: State) -> Bool? { lhs == rhs }
}

extension Workflow where State == Void {
    /// `true`: there is only one `Void`.
    @inlinable
    public static func _statesAreEqual(_ lhs: State, _ rhs: State) -> Bool? { true }
}
