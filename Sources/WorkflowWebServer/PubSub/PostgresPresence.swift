#if WebServer
public import Logging
import PostgresNIO
public import ServiceLifecycle
import Synchronization

/// Presence across every node sharing a PostgreSQL database.
///
/// Each member present is a row of `workflow_presence` that its node renews every
/// `heartbeat`; a row not renewed within `timeToLive` no longer counts, so a node that dies
/// (SIGKILL, a lost machine) drops from everyone's lists within `timeToLive` plus one
/// heartbeat (8 s with the defaults). Joins and leaves are announced with `NOTIFY` on
/// `workflow_presence`, so lists change at once on every node; each node also reads the lists
/// it shows again every heartbeat, which is how a dead node's members go.
///
/// Add it to your application's services: it runs the pool, the heartbeat and the listener.
public final class PostgresPresence: PresenceTracker, Service, WebHealthCheck {
    static let channel = "workflow_presence"

    private struct Watcher {
        var topic: String
        var member: PresenceMember
        var continuation: AsyncStream<[PresenceMember]>.Continuation
        /// Whether its own row is in: until then a list read (by a heartbeat, say) would not
        /// name it, and is not given to it.
        var hasArrived = false
    }

    private struct State {
        var watchers: [Int: Watcher] = [:]
        var lastLists: [String: [PresenceMember]] = [:]
        var nextID = 0
        /// The node is stopping and has taken all its members off already: a leave after this
        /// has nothing to remove (and the pool may be gone).
        var hasLeftAll = false
        /// Why the last heartbeat failed, until one succeeds.
        var heartbeatFailure: String?
    }

    private let client: PostgresClient
    private let listener: PostgresListener
    private let logger: Logger
    private let node = "node-" + String(UInt64.random(in: 1 ... .max), radix: 36)
    private let timeToLive: Duration
    private let heartbeat: Duration
    private let state = Mutex(State())
    private let tableIsReady = Mutex(false)

    /// Presence in the database of `url`.
    ///
    /// - Parameters:
    ///   - url: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, the database every node
    ///     shares (no TLS: for loopback and private networks).
    ///   - logger: Where failures to renew or read presence are logged.
    ///   - timeToLive: How long a member counts without its node renewing it.
    ///   - heartbeat: How often this node renews its members and reads its lists again.
    /// - Throws: An error naming the address when it is not one.
    public init(
        url: String, timeToLive: Duration = .seconds(6), heartbeat: Duration = .seconds(2),
        logger: Logger = Logger(label: "workflow.presence.postgres")
    ) throws {
        let address = try PostgresURL(url)
        client = PostgresClient(configuration: address.clientConfiguration, backgroundLogger: logger)
        listener = PostgresListener(channel: Self.channel, configuration: address.connectionConfiguration, logger: logger)
        self.timeToLive = timeToLive
        self.heartbeat = heartbeat
        self.logger = logger
    }

    public func join(_ member: PresenceMember, on topic: String) -> AsyncStream<[PresenceMember]> {
        let (stream, continuation) = AsyncStream<[PresenceMember]>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.watchers[state.nextID] = Watcher(topic: topic, member: member, continuation: continuation)
            return state.nextID
        }
        let entry = "\(node):\(id)"
        let arrival = Task {
            do {
                try await prepareTable()
                try await client.query(
                    """
                    INSERT INTO workflow_presence (entry, topic, member_id, name, node, seen_at)
                    VALUES (\(entry), \(topic), \(member.id), \(member.name), \(node), now())
                    """, logger: logger)
                try await announce(topic)
            } catch {
                logger.error("cannot show \(member.id) present on \(topic): \(String(reflecting: error))")
            }
            await refresh(topic)
            // The refresh tells watchers only when the list changed, and a member already
            // listed (another tab, a session restored here) changes nothing: give the new
            // watcher the list as it is now.
            state.withLock { state in
                state.watchers[id]?.hasArrived = true
                guard let watcher = state.watchers[id], let list = state.lastLists[topic] else { return }
                watcher.continuation.yield(list)
            }
        }
        continuation.onTermination = { _ in
            let hasLeftAll = self.state.withLock { state in
                state.watchers.removeValue(forKey: id)
                return state.hasLeftAll
            }
            guard !hasLeftAll else { return }
            Task {
                _ = await arrival.result
                do {
                    try await self.client.query("DELETE FROM workflow_presence WHERE entry = \(entry)", logger: self.logger)
                    try await self.announce(topic)
                } catch {
                    self.logger.error(
                        "cannot show \(member.id) gone from \(topic) (its row expires by itself): \(String(reflecting: error))")
                }
            }
        }
        return stream
    }

    /// Whether this node's listener is connected: lists change at once, not only every
    /// heartbeat.
    public var isListening: Bool {
        listener.isListening
    }

    /// `presence` in `/health`.
    public var healthName: String { "presence" }

    /// Set while this node cannot renew its members (other nodes stop listing them after the
    /// time to live) or its listener is down (lists change only every heartbeat).
    public var healthProblem: String? {
        if let failure = state.withLock({ $0.heartbeatFailure }) {
            return "cannot renew this node's members in PostgreSQL: \(failure)"
        }
        return isListening ? nil : "not listening to PostgreSQL: who is present is read only every heartbeat"
    }

    /// Runs the pool, the heartbeat and the listener until the service group stops.
    public func run() async throws {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.client.run() }
            group.addTask { await self.beat() }
            group.addTask {
                await self.listener.run {
                    for topic in self.watchedTopics { await self.refresh(topic) }
                } receive: { topic in
                    await self.refresh(topic)
                }
            }
            try? await gracefulShutdown()
            // A stopping node takes its members with it at once, rather than after their
            // time (while the pool still runs).
            state.withLock { $0.hasLeftAll = true }
            _ = try? await client.query("DELETE FROM workflow_presence WHERE node = \(node)", logger: logger)
            group.cancelAll()
        }
    }

    /// Renews this node's members and reads every list it shows again, every heartbeat.
    private func beat() async {
        while !Task.isCancelled {
            do {
                try await prepareTable()
                try await client.query("UPDATE workflow_presence SET seen_at = now() WHERE node = \(node)", logger: logger)
                state.withLock { $0.heartbeatFailure = nil }
            } catch {
                state.withLock { $0.heartbeatFailure = String(describing: error) }
                logger.warning("cannot renew this node's presence: \(String(reflecting: error))")
            }
            for topic in watchedTopics { await refresh(topic) }
            try? await Task.sleep(for: heartbeat)
        }
    }

    private var watchedTopics: Set<String> {
        state.withLock { Set($0.watchers.values.map(\.topic)) }
    }

    /// Reads who is on `topic` and tells this node's watchers, if it changed.
    private func refresh(_ topic: String) async {
        guard watchedTopics.contains(topic) else { return }
        let seconds = Double(timeToLive.components.seconds) + Double(timeToLive.components.attoseconds) / 1e18
        var members: [PresenceMember] = []
        do {
            let rows = try await client.query(
                """
                SELECT member_id, name FROM workflow_presence
                WHERE topic = \(topic) AND seen_at > now() - make_interval(secs => \(seconds))
                """, logger: logger)
            for try await (id, name) in rows.decode((String, String).self) { members.append(PresenceMember(id: id, name: name)) }
        } catch {
            logger.warning("cannot read who is on \(topic): \(String(reflecting: error))")
            return
        }
        let list = members.distinctByID()
        state.withLock { state in
            guard state.lastLists[topic] != list else { return }
            state.lastLists[topic] = list
            for watcher in state.watchers.values where watcher.topic == topic && watcher.hasArrived { watcher.continuation.yield(list) }
        }
    }

    private func announce(_ topic: String) async throws {
        try await client.query("SELECT pg_notify(\(Self.channel), \(topic))", logger: logger)
    }

    private func prepareTable() async throws {
        guard !tableIsReady.withLock({ $0 }) else { return }
        do {
            try await client.query(
                """
                CREATE TABLE IF NOT EXISTS workflow_presence (
                    entry TEXT PRIMARY KEY, topic TEXT NOT NULL, member_id TEXT NOT NULL, name TEXT NOT NULL,
                    node TEXT NOT NULL, seen_at TIMESTAMPTZ NOT NULL
                )
                """, logger: logger)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            // Another node made the table at the same moment; it is there now.
        }
        tableIsReady.withLock { $0 = true }
    }
}
#endif
