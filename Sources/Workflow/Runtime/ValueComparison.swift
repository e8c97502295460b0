/// Compares two values of a type the runtime knows only generically, when that type allows it.
///
/// The runtime options that skip work need to know whether a state or a workflow value is
/// unchanged. Types that are not `Equatable` cannot tell, so they count as changed.
enum ValueComparison {
    /// Whether `old` and `new` are known to be equal: `true` for `Void`, `==` for `Equatable`
    /// types, and `false` for every other type.
    static func areKnownEqual<Value>(_ old: Value, _ new: Value) -> Bool {
        if Value.self == Void.self { return true }
        guard let equatable = Value.self as? any Equatable.Type else { return false }
        return equatable.compare(old, new)
    }
}

extension Equatable {
    /// `lhs == rhs` for two values statically typed as something else whose dynamic type is
    /// `Self`; `false` if either is not.
    fileprivate static func compare<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
        return lhs == rhs
    }
}
