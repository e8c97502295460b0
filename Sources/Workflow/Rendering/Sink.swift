/// Sends values, usually actions, back into the workflow runtime from a rendering's event
/// handlers.
///
/// A sink made by ``RenderContext/makeSink(of:)`` may be kept and used after later render
/// passes: it always reaches the workflow's current state and its parent's current output
/// handler. It must be used on the host's isolation (it is not `Sendable`); there, ``send(_:)``
/// applies the action and completes the resulting render pass before it returns. To send from
/// another isolation, use a ``SendableSink``.
///
/// Sending to a sink whose workflow has ended does nothing. Sending while a `render` method is
/// running is a programmer error: rendering must be free of side effects.
public struct Sink<Value> {
    private let onValue: (Value) -> Void

    /// Makes a sink that passes each value to `onValue`. Useful for previews and tests of
    /// renderings; inside a workflow, get sinks from the ``RenderContext``.
    public init(_ onValue: @escaping (Value) -> Void) {
        self.onValue = onValue
    }

    /// Sends `value`.
    public func send(_ value: Value) {
        onValue(value)
    }

    /// Returns a sink of `NewValue` that converts each value with `transform` and sends the
    /// result to this sink.
    public func contraMap<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Sink<NewValue> {
        let onValue = self.onValue
        return Sink<NewValue> { onValue(transform($0)) }
    }
}
