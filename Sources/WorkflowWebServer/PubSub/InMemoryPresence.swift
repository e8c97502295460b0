#if WebServer
import Synchronization

/// Presence in one process: the default for a server on one machine.
public final class InMemoryPresence: PresenceTracker {
    private struct Topic {
        var members: [Int: PresenceMember] = [:]
        var watchers: [Int: AsyncStream<[PresenceMember]>.Continuation] = [:]

        var list: [PresenceMember] { Array(members.values).distinctByID() }
    }

    private struct State {
        var topics: [String: Topic] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// No one present anywhere.
    public init() {}

    public func join(_ member: PresenceMember, on topic: String) -> AsyncStream<[PresenceMember]> {
        let (stream, continuation) = AsyncStream<[PresenceMember]>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.topics[topic, default: Topic()].members[id] = member
            state.topics[topic, default: Topic()].watchers[id] = continuation
            Self.broadcast(state.topics[topic, default: Topic()])
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { state in
                state.topics[topic]?.members[id] = nil
                state.topics[topic]?.watchers[id] = nil
                if let remaining = state.topics[topic] {
                    if remaining.members.isEmpty { state.topics[topic] = nil } else { Self.broadcast(remaining) }
                }
            }
        }
        return stream
    }

    /// Who is on `topic` now.
    public func members(on topic: String) -> [PresenceMember] {
        state.withLock { $0.topics[topic]?.list ?? [] }
    }

    private static func broadcast(_ topic: Topic) {
        let list = topic.list
        for watcher in topic.watchers.values { watcher.yield(list) }
    }
}
#endif
