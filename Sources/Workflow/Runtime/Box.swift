/// A mutable value on the heap, for generic code that needs an optional value cheaply: testing
/// an optional reference needs no type metadata, testing an `Optional<Value>` does.
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
