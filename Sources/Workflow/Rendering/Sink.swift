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
    /// A class rather than a closure, so that the runtime can cache one receiver per node and
    /// action type and find it again without a dynamic cast.
    @usableFromInline let receiver: SinkReceiver<Value>

    /// Makes a sink that passes each value to `onValue`. Useful for previews and tests of
    /// renderings; inside a workflow, get sinks from the ``RenderContext``.
    public init(_ onValue: @escaping (Value) -> Void) {
        receiver = ClosureSinkReceiver(onValue)
    }

    @usableFromInline
    init(receiver: SinkReceiver<Value>) {
        self.receiver = receiver
    }

    /// Sends `value`.
    public func send(_ value: Value) {
        receiver.receive(value)
    }

    /// Returns a sink of `NewValue` that converts each value with `transform` and sends the
    /// result to this sink.
    public func contraMap<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Sink<NewValue> {
        let receiver = self.receiver
        return Sink<NewValue> { receiver.receive(transform($0)) }
    }
}

/// What a node keeps of the sinks it made: the one ``NodeSink`` most nodes have, or a
/// ``SinkTable``. The action type sits in the slot itself, so that finding a node's sink is one
/// comparison, and the node needs no field for it. It is the base class of ``SinkReceiver``
/// below: a node's receiver is its own cache slot.
@usableFromInline
class SinkSlot {
    /// The action type of the receiver; `SinkTable`'s own type for a table.
    @usableFromInline let actionType: ObjectIdentifier

    init(actionType: ObjectIdentifier) {
        self.actionType = actionType
    }
}

/// Where a ``Sink`` delivers its values: a running node, or a closure.
@usableFromInline
class SinkReceiver<Value>: SinkSlot {
    func receive(_ value: Value) {
        fatalError("abstract")
    }
}

/// The receiver of a sink made from a closure.
private final class ClosureSinkReceiver<Value>: SinkReceiver<Value> {
    private let onValue: (Value) -> Void

    init(_ onValue: @escaping (Value) -> Void) {
        self.onValue = onValue
        super.init(actionType: ObjectIdentifier(Value.self))
    }

    override func receive(_ value: Value) {
        onValue(value)
    }
}
