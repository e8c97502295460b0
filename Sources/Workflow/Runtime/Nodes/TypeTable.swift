/// Remembers one fact per type, or per pair of types, that is costly to find out in generic
/// code (a conformance, a generic class's metadata), so that a host finds it once instead of on
/// every render.
///
/// Direct-mapped, indexed by the types' metadata addresses: a lookup is a few shifts, a mask and
/// two comparisons, with no hashing. A key whose slot another key took is simply found out
/// again, which costs only time; thirty-two slots hold the few types a pass alternates between.
struct TypeTable<Value> {
    private static var slotCount: Int { 32 }
    private var firstTypes = [UInt](repeating: 0, count: slotCount)
    private var secondTypes = [UInt](repeating: 0, count: slotCount)
    private var values = [Value?](repeating: nil, count: slotCount)

    /// What was remembered for `type`, or what `findOut` returns for it, now remembered.
    mutating func value(for type: Any.Type, findOut: () -> Value) -> Value {
        value(for: UInt(bitPattern: ObjectIdentifier(type)), 0, findOut: findOut)
    }

    /// What was remembered for the pair `first`, `second`, or what `findOut` returns for it.
    mutating func value(for first: Any.Type, _ second: Any.Type, findOut: () -> Value) -> Value {
        value(for: UInt(bitPattern: ObjectIdentifier(first)), UInt(bitPattern: ObjectIdentifier(second)), findOut: findOut)
    }

    private mutating func value(for first: UInt, _ second: UInt, findOut: () -> Value) -> Value {
        // Metadata is at least 16-byte aligned, so the low bits carry no information; the
        // second type is shifted differently so that (A, B) and (B, A) land apart.
        let slot = Int(truncatingIfNeeded: (first >> 4) ^ (second >> 5)) & (Self.slotCount - 1)
        if firstTypes[slot] == first, secondTypes[slot] == second, let value = values[slot] {
            return value
        }
        let value = findOut()
        firstTypes[slot] = first
        secondTypes[slot] = second
        values[slot] = value
        return value
    }
}
