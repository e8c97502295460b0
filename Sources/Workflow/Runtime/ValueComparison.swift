/// Compares two values of a type the runtime knows only generically, when that type allows it.
///
/// The runtime options that skip work need to know whether a state or a workflow value is
/// unchanged. Types that are not `Equatable` cannot tell, so they count as changed.
///
/// Finding out whether a type is `Equatable` takes a conformance lookup and dynamic casts
/// (over a thousand instructions), far more than most `==` themselves; partial rendering asks
/// twice per child per pass. So each host keeps what it found per type, in a small table
/// indexed by the type's metadata address: after the first comparison of a type, a comparison
/// costs a table probe and one call of that type's `==`.
final class ValueComparison {
    /// How to compare values of one type: `nil` when the type is not `Equatable`.
    private struct Entry {
        var type: ObjectIdentifier?
        var equality: Equality?
    }

    // Direct-mapped: a type whose slot another type took is looked up again, which costs only
    // time. Sixteen slots hold the few workflow and state types a pass alternates between.
    @exclusivity(unchecked) private var entries = [Entry](repeating: Entry(), count: 16)

    /// Whether `old` and `new` are known to be equal: `true` for `Void`, `==` for `Equatable`
    /// types, and `false` for every other type.
    func areKnownEqual<Value>(_ old: Value, _ new: Value) -> Bool {
        if Value.self == Void.self { return true }
        guard let equality = equality(of: Value.self) else { return false }
        return withUnsafePointer(to: old) { old in
            withUnsafePointer(to: new) { new in equality.areEqual(old, new) }
        }
    }

    /// Whether values of `type` can compare equal at all.
    func isEquatable(_ type: Any.Type) -> Bool {
        equality(of: type) != nil
    }

    private func equality(of type: Any.Type) -> Equality? {
        let id = ObjectIdentifier(type)
        // Metadata is at least 16-byte aligned, so the low bits carry no information.
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (entries.count - 1)
        if entries[slot].type == id {
            return entries[slot].equality
        }
        let equality = (type as? any Equatable.Type)?.equality()
        entries[slot] = Entry(type: id, equality: equality)
        return equality
    }
}

/// `==` of one `Equatable` type, callable on values the caller holds only generically.
final class Equality {
    /// Compares two values of the type this was made for, given by address.
    let areEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    init(_ areEqual: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) {
        self.areEqual = areEqual
    }
}

extension Equatable {
    /// `==` of `Self`, for values passed by address. Only ``ValueComparison`` makes one, for
    /// the type whose values it then passes, so the addresses always hold a `Self`.
    fileprivate static func equality() -> Equality {
        Equality { lhs, rhs in
            lhs.assumingMemoryBound(to: Self.self).pointee == rhs.assumingMemoryBound(to: Self.self).pointee
        }
    }
}
