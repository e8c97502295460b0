/// A mutable value on the heap, for generic code that needs an optional value cheaply: testing
/// an optional reference needs no type metadata, testing an `Optional<Value>` does.
///
/// It holds the host's latest rendering, which is read and replaced on the host's isolation by
/// plain reads and assignments, never held across a call, so `value` skips the dynamic
/// exclusivity check.
final class Box<Value> {
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
