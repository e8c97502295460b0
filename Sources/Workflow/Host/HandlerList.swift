/// Handlers registered on a host, called in registration order, removable by token.
struct HandlerList<Value> {
    private var handlers: [(id: Int, handler: (Value) -> Void)] = []
    private var nextID = 0
    /// Kept apart from `handlers` so that the common case, no handlers, is a plain integer test
    /// and not a generic array operation.
    private var count = 0

    mutating func add(_ handler: @escaping (Value) -> Void) -> Int {
        nextID += 1
        handlers.append((nextID, handler))
        count = handlers.count
        return nextID
    }

    mutating func remove(_ id: Int) {
        handlers.removeAll { $0.id == id }
        count = handlers.count
    }

    mutating func removeAll() {
        handlers.removeAll()
        count = 0
    }

    /// The handler when there is exactly one.
    var sole: ((Value) -> Void)? {
        count == 1 ? handlers[0].handler : nil
    }

    /// Calls every handler registered when the call began, so a handler that adds or removes
    /// handlers does not change who hears this value.
    func notify(_ value: Value) {
        guard count > 0 else { return }
        for entry in handlers {
            entry.handler(value)
        }
    }
}
