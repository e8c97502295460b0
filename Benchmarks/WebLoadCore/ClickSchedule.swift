/// When the clicking sessions of one event loop click next: each clicks every `period` from a
/// first click of its own until the run's end, and the schedule hands them out in the order
/// they fall due. One timer per event loop then drives all of its sessions, where a sleeping
/// task per session cost a task wake-up per click.
///
/// Times are nanoseconds on one monotonic clock; which one is the caller's choice.
public struct ClickSchedule: Sendable {
    /// A session's next click.
    private struct Click: Sendable {
        var due: UInt64
        var session: Int
        var first: UInt64
        var period: Double
        /// Clicks the session has made.
        var made = 0

        /// Earlier first; at the same instant the lower session number, so that the order
        /// does not depend on the heap's shape.
        func precedes(_ other: Click) -> Bool {
            (due, session) < (other.due, other.session)
        }
    }

    /// The next click of every session that has one left, as a binary min-heap: a click is
    /// taken and its next one put back in O(log n), with no allocation once the run started.
    private var heap: [Click] = []
    /// No click falls due at or after this instant.
    public let end: UInt64

    /// An empty schedule of a run that ends at `end`.
    public init(end: UInt64) {
        self.end = end
    }

    /// Adds a session that first clicks at `firstAt` and then every `period` nanoseconds (at
    /// least 1); one whose first click is not before the end never clicks.
    ///
    /// The period is fractional (a rate of 90 a second is 11,111,111.1 ns) and click `k` falls
    /// at `firstAt + k × period` rounded to the nanosecond, so that whole-number runs make
    /// the clicks they should: 90 a second for 2 s is 180 clicks, where adding a period
    /// rounded to 11,111,111 ns made a 181st just before the end.
    public mutating func add(session: Int, firstAt: UInt64, period: Double) {
        precondition(period >= 1, "a click period under 1 ns would click forever")
        guard firstAt < end else { return }
        heap.append(Click(due: firstAt, session: session, first: firstAt, period: period))
        siftUp(heap.count - 1)
    }

    /// When the earliest click left falls due; `nil` once every session has made its last.
    public var nextDue: UInt64? {
        heap.first?.due
    }

    /// Takes the earliest click if it is due at `now` (or was before), and schedules that
    /// session's next one if it falls before the end; returns the session, or `nil` if no
    /// click is due yet. Late clicks are all handed out, in order, rather than skipped: every
    /// session makes the same number of clicks however busy its loop was.
    public mutating func takeDue(at now: UInt64) -> Int? {
        guard let click = heap.first, click.due <= now else { return nil }
        let next = click.first + UInt64((Double(click.made + 1) * click.period).rounded())
        if next < end {
            heap[0].due = next
            heap[0].made += 1
        } else {
            heap[0] = heap[heap.count - 1]
            heap.removeLast()
        }
        if !heap.isEmpty { siftDown(0) }
        return click.session
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let first = right < heap.count && heap[right].precedes(heap[left]) ? right : left
            guard heap[first].precedes(heap[parent]) else { return }
            heap.swapAt(first, parent)
            parent = first
        }
    }
}
