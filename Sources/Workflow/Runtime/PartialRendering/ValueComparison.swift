/// Compares two values of a type the runtime knows only generically, when that type allows it.
///
/// The runtime options that skip work need to know whether a state or a workflow value is
/// unchanged. Types that are not `Equatable` cannot tell, so they count as changed.
///
/// Finding out whether a type is `Equatable` takes a conformance lookup and dynamic casts
/// (over a thousand instructions), far more than most `==` themselves; partial rendering asks
/// twice per child per pass. So each host remembers what it found per type, in a
/// ``TypeTable``: after the first comparison of a type, a comparison costs a table probe and
/// one call of that type's `==`.
@usableFromInline
final class ValueComparison {
    /// Each type as an `Equatable` type, or `nil` when it is not one.
    @exclusivity(unchecked) private var equatableTypes = TypeTable<(any Equatable.Type)?>()

    /// Whether `old` and `new` are known to be equal: `true` for `Void`, `==` for `Equatable`
    /// types, and `false` for every other type.
    @usableFromInline
    func areKnownEqual<Value>(_ old: Value, _ new: Value) -> Bool {
        if Value.self == Void.self { return true }
        guard let equatable = equatableType(of: Value.self) else { return false }
        return equatable.isEqual(old, new)
    }

    /// Whether values of workflow type `W` can compare equal at all; `sample` is any value of
    /// it, which the hook compares with itself.
    @inlinable
    func isEquatable<W: Workflow>(_ workflowType: W.Type, sample: W) -> Bool {
        W._propsAreEqual(sample, sample) != nil || isEquatable(W.self)
    }

    /// Whether values of `type` can compare equal at all.
    @usableFromInline
    func isEquatable(_ type: Any.Type) -> Bool {
        equatableType(of: type) != nil
    }

    private func equatableType(of type: Any.Type) -> (any Equatable.Type)? {
        equatableTypes.value(for: type) { type as? any Equatable.Type }
    }
}

extension Equatable {
    /// `lhs == rhs` for two values statically typed as `Value`, where the caller knows that
    /// `Value` is `Self`: ``ValueComparison`` calls it only on the `Equatable` type it found
    /// for `Value.self`. Reinterpreting instead of casting saves two dynamic casts.
    fileprivate static func isEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        unsafeBitCast(lhs, to: Self.self) == unsafeBitCast(rhs, to: Self.self)
    }
}
