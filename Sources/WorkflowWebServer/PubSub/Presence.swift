#if WebServer
public import Workflow

/// Someone present on a topic: who (an id, such as a user name) and what to show.
public struct PresenceMember: Codable, Hashable, Sendable {
    /// Who this is; the same person in two tabs is listed once.
    public var id: String
    /// What others see (a display name).
    public var name: String

    /// A member `id`, shown as `name` (the id if not given).
    public init(id: String, name: String? = nil) {
        self.id = id
        self.name = name ?? id
    }
}

/// Who is viewing a topic right now, in one process (``InMemoryPresence``) or across the
/// nodes sharing a PostgreSQL database (``PostgresPresence``).
public protocol PresenceTracker: Sendable {
    /// Marks `member` present on `topic` for as long as the returned stream is iterated, and
    /// yields the topic's members (each listed once, by name) now and whenever someone
    /// arrives or leaves, on any node.
    func join(_ member: PresenceMember, on topic: String) -> AsyncStream<[PresenceMember]>
}

/// Shows a workflow as present on a topic while it renders this worker, and gives it the
/// topic's members each time they change (joins and leaves, on every node).
public struct PresenceWorker: AsyncSequenceWorker, Equatable {
    public typealias Output = [PresenceMember]

    /// Where presence is kept.
    public var tracker: any PresenceTracker
    /// The topic (a board, a document) the member is viewing.
    public var topic: String
    /// Who is viewing.
    public var member: PresenceMember

    /// `member`'s presence on `topic`, kept by `tracker`.
    public init(tracker: any PresenceTracker, topic: String, member: PresenceMember) {
        self.tracker = tracker
        self.topic = topic
        self.member = member
    }

    public func run() -> AsyncStream<[PresenceMember]> {
        tracker.join(member, on: topic)
    }

    /// The same member on the same topic is the same presence.
    public static func == (lhs: PresenceWorker, rhs: PresenceWorker) -> Bool {
        lhs.topic == rhs.topic && lhs.member == rhs.member
    }
}

extension Array where Element == PresenceMember {
    /// Each member once, ordered by name: what a presence line shows.
    func distinctByID() -> [PresenceMember] {
        var seen: Set<String> = []
        return filter { seen.insert($0.id).inserted }.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }
}
#endif
