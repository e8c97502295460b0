/// A registration made with ``WorkflowHost/onRendering(_:)`` or ``WorkflowHost/onOutput(_:)``.
///
/// The handler stays registered until ``cancel()`` is called or the host stops; dropping this
/// object does not cancel it.
public final class HostObservation {
    private var cancellation: (() -> Void)?

    init(cancellation: @escaping () -> Void) {
        self.cancellation = cancellation
    }

    /// Whether ``cancel()`` has been called.
    public var isCancelled: Bool { cancellation == nil }

    /// Unregisters the handler. Calling it again does nothing.
    public func cancel() {
        let cancellation = self.cancellation
        self.cancellation = nil
        cancellation?()
    }
}
