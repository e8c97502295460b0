/// What the runtime does with a queued update when its turn comes.
enum UpdateDisposition {
    /// Apply it: the loop reached it.
    case apply
    /// Drop it: the host stopped first. An action reports itself as dropped.
    case discard
}

/// A queued update: called once, with what to do with it.
typealias QueuedUpdate = (UpdateDisposition) -> Void

/// A first-in, first-out queue of pending updates that reuses its storage, so that a busy
/// cascade of queued actions does not shift an array on every removal.
struct UpdateQueue {
    private var items: [QueuedUpdate] = []
    private var head = 0

    mutating func append(_ update: @escaping QueuedUpdate) {
        items.append(update)
    }

    var isEmpty: Bool { head == items.count }

    mutating func popFirst() -> QueuedUpdate? {
        guard head < items.count else {
            if head > 0 { removeAll() }
            return nil
        }
        let item = items[head]
        head += 1
        return item
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        head = 0
    }
}
