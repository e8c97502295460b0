/// Handlers registered on a host, called in registration order, removable by token.
struct HandlerList<Value> {
    private var handlers: [(id: Int, handler: (Value) -> Void)] = []
    private var nextID = 0

    var isEmpty: Bool { handlers.isEmpty }

    mutating func add(_ handler: @escaping (Value) -> Void) -> Int {
        nextID += 1
        handlers.append((nextID, handler))
        return nextID
    }

    mutating func remove(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }

    mutating func removeAll() {
        handlers.removeAll()
    }

    /// Calls every handler registered when the call began, so a handler that adds or removes
    /// handlers does not change who hears this value.
    func notify(_ value: Value) {
        for entry in handlers {
            entry.handler(value)
        }
    }
}
