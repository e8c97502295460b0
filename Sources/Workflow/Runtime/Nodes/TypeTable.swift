/// Remembers one fact per type, or per pair of types, that is costly to find out in generic
/// code (a conformance, a generic class's metadata), so that a host finds it once instead of on
/// every render.
///
/// Direct-mapped, indexed by the types' metadata addresses: a lookup is a few shifts, a mask and
/// two comparisons, with no hashing. A key whose slot another key took is simply found out
/// again, which costs only time; sixteen slots hold the few types a pass alternates between.
/// One array of entries (one allocation, one bounds check a lookup), made when the first fact
/// is remembered: every host has its tables, so their size counts in every idle server session,
/// and a host whose workflows never ask (no child workflows, say) keeps none.
struct TypeTable<Value> {
    private struct Entry {
        var first: UInt = 0
        var second: UInt = 0
        var value: Value?
    }

    private static var slotCount: Int { 16 }
    private var entries: [Entry] = []

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
        if entries.isEmpty {
            entries = [Entry](repeating: Entry(), count: Self.slotCount)
        } else if entries[slot].first == first, entries[slot].second == second, let value = entries[slot].value {
            return value
        }
        let value = findOut()
        entries[slot] = Entry(first: first, second: second, value: value)
        return value
    }
}
