#if WebServer
import Synchronization

/// The one-process topic bus: a publish reaches every subscriber in this process at once, in
/// the order publishes were made. The default for a server on one machine.
public final class InMemoryTopicBus: TopicBus {
    private struct Subscribers {
        var byTopic: [String: [Int: AsyncStream<String?>.Continuation]] = [:]
        var nextID = 0
    }

    private let subscribers = Mutex(Subscribers())

    /// An empty bus.
    public init() {}

    public func publish(payload: String, to topic: String) async throws {
        // Yielded under the lock, so two publishes reach every subscriber in one order.
        subscribers.withLock { subscribers in
            for continuation in subscribers.byTopic[topic, default: [:]].values { continuation.yield(payload) }
        }
    }

    public func subscribe(to topic: String) -> AsyncStream<String?> {
        let (stream, continuation) = AsyncStream<String?>.makeStream()
        let id = subscribers.withLock { subscribers in
            defer { subscribers.nextID += 1 }
            subscribers.byTopic[topic, default: [:]][subscribers.nextID] = continuation
            return subscribers.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { subscribers in
                subscribers.byTopic[topic]?[id] = nil
                if subscribers.byTopic[topic]?.isEmpty == true { subscribers.byTopic[topic] = nil }
            }
        }
        return stream
    }

    /// Tells every subscriber of every topic that it may have missed messages.
    func announceMissedMessages() {
        subscribers.withLock { subscribers in
            for continuation in subscribers.byTopic.values.flatMap(\.values) { continuation.yield(nil) }
        }
    }

    /// How many subscriptions `topic` has now.
    public func subscriberCount(of topic: String) -> Int {
        subscribers.withLock { $0.byTopic[topic]?.count ?? 0 }
    }
}
#endif
