/// Remembers one fact per type that is costly to find out in generic code (a conformance, a
/// generic type's metadata), so that a host finds it once instead of on every render.
///
/// Direct-mapped, indexed by the type's metadata address: a lookup is a shift, a mask and a
/// comparison, with no hashing. A type whose slot another type took is simply found out again,
/// which costs only time; sixteen slots hold the few types a pass alternates between.
struct TypeTable<Value> {
    private var types = [ObjectIdentifier?](repeating: nil, count: 16)
    private var values = [Value?](repeating: nil, count: 16)

    /// What was remembered for `type`, or what `findOut` returns for it, now remembered.
    mutating func value(for type: Any.Type, findOut: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        // Metadata is at least 16-byte aligned, so the low bits carry no information.
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (types.count - 1)
        if types[slot] == id, let value = values[slot] {
            return value
        }
        let value = findOut()
        types[slot] = id
        values[slot] = value
        return value
    }
}
