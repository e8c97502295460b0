/// The lifetime of a side effect declared with ``RenderContext/runSideEffect(key:action:)``.
///
/// It ends exactly once: on the first render pass that no longer declares the side effect, when
/// its workflow ends, or when the host stops.
public final class Lifetime {
    /// Whether the lifetime has ended.
    public private(set) var hasEnded = false

    private var endedHandlers: [() -> Void] = []

    init() {}

    /// Registers `handler` to run when the lifetime ends. If it has already ended, `handler`
    /// runs at once, so cleanup registered late is never lost.
    public func onEnded(_ handler: @escaping () -> Void) {
        if hasEnded {
            handler()
        } else {
            endedHandlers.append(handler)
        }
    }

    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let handlers = endedHandlers
        endedHandlers = []
        for handler in handlers {
            handler()
        }
    }
}
