/// The newest `capacity` elements appended, oldest first: what the inspector keeps of a long
/// session. Appending to a full buffer overwrites the oldest element in place.
struct RingBuffer<Element> {
    let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element is once the buffer has wrapped.
    private var start = 0
    /// How many elements were overwritten since the buffer was made.
    private(set) var dropped = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer needs room for at least one element")
        self.capacity = capacity
    }

    var count: Int { storage.count }

    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[start] = element
            start = (start + 1) % capacity
            dropped += 1
        }
    }

    /// The elements, oldest first.
    var elements: [Element] {
        Array(storage[start...] + storage[..<start])
    }

    /// Changes the newest element for which `matches` is true, searching from the newest.
    mutating func updateLast(where matches: (Element) -> Bool, _ change: (inout Element) -> Void) {
        for offset in 0..<storage.count {
            let index = (start + storage.count - 1 - offset) % storage.count
            if matches(storage[index]) {
                change(&storage[index])
                return
            }
        }
    }
}

extension RingBuffer: Sendable where Element: Sendable {}
