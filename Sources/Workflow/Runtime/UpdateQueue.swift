/// A first-in, first-out queue of pending updates that reuses its storage, so that a busy
/// cascade of queued actions does not shift an array on every removal.
struct UpdateQueue {
    private var items: [() -> Void] = []
    private var head = 0

    mutating func append(_ update: @escaping () -> Void) {
        items.append(update)
    }

    var isEmpty: Bool { head == items.count }

    mutating func popFirst() -> (() -> Void)? {
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
