/// A sink that may be used from any isolation: a worker, a callback on another thread, a
/// different actor.
///
/// Values sent through it are delivered to the host's isolation asynchronously and applied in
/// the order they were sent, each followed by its render pass. Make one with
/// ``RenderContext/makeSendableSink(of:)``. Values sent after the workflow ended, or after the
/// host stopped, are dropped.
public struct SendableSink<Value: Sendable>: Sendable {
    private let onValue: @Sendable (Value) -> Void

    /// Makes a sink that passes each value to `onValue`.
    public init(_ onValue: @escaping @Sendable (Value) -> Void) {
        self.onValue = onValue
    }

    /// Sends `value` to the host's isolation. Returns at once.
    public func send(_ value: Value) {
        onValue(value)
    }

    /// Returns a sink of `NewValue` that converts each value with `transform` and sends the
    /// result to this sink.
    public func contraMap<NewValue: Sendable>(_ transform: @escaping @Sendable (NewValue) -> Value) -> SendableSink<NewValue> {
        let onValue = self.onValue
        return SendableSink<NewValue> { onValue(transform($0)) }
    }
}
