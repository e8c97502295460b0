import Synchronization

/// What an inspector has recorded, behind a lock: written by its recorder on the host's
/// isolation, read by the inspector's views from theirs.
final class InspectorStore: Sendable {
    /// The store's contents; each write is one recorder commit.
    struct Contents: Sendable {
        var tree: InspectorNode?
        var events: RingBuffer<InspectorEvent>
        var nextEventID = 0
        var running: [String: InspectorLifetime] = [:]
        var stepCount = 0
        var replayProblem: String?
        var version = 0
        var subscribers: [Int: AsyncStream<Int>.Continuation] = [:]
        var nextSubscriber = 0
    }

    let name: String
    private let contents: Mutex<Contents>

    init(name: String, capacity: Int) {
        self.name = name
        contents = Mutex(Contents(events: RingBuffer(capacity: capacity)))
    }

    /// Applies one commit and tells every subscriber the new version.
    func commit(_ change: @Sendable (inout Contents) -> Void) {
        let (version, subscribers) = contents.withLock { contents in
            change(&contents)
            contents.version += 1
            return (contents.version, Array(contents.subscribers.values))
        }
        for subscriber in subscribers { subscriber.yield(version) }
    }

    /// Appends an event, numbering it.
    static func append(_ kind: InspectorEvent.Kind, time: Duration, update: Int, to contents: inout Contents) {
        contents.events.append(InspectorEvent(id: contents.nextEventID, time: time, update: update, kind: kind))
        contents.nextEventID += 1
    }

    var snapshot: InspectorSnapshot {
        contents.withLock { contents in
            InspectorSnapshot(
                name: name,
                tree: contents.tree,
                events: contents.events.elements,
                droppedEvents: contents.events.dropped,
                running: contents.running.values.sorted { ($0.started, $0.id) < ($1.started, $1.id) },
                stepCount: contents.stepCount,
                replayProblem: contents.replayProblem,
                version: contents.version
            )
        }
    }

    /// The version of every later change; only the newest waits when the reader is behind.
    func changes() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = contents.withLock { contents in
            let id = contents.nextSubscriber
            contents.nextSubscriber += 1
            contents.subscribers[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.contents.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    deinit {
        for subscriber in contents.withLock({ Array($0.subscribers.values) }) { subscriber.finish() }
    }
}
