#if WebServer
import Foundation
public import Logging
import PostgresNIO
public import ServiceLifecycle
import Synchronization

/// Topics across every node that shares a PostgreSQL database, through its `LISTEN` and
/// `NOTIFY`: no broker of our own, no new server to run.
///
/// Each node keeps one connection of its own listening on one channel, `workflow_topics`, and
/// hands what arrives to its local subscribers; publishing is a `pg_notify` through a small
/// connection pool. Every node thus receives every topic's messages, which suits the small
/// "this changed" messages topics are for. PostgreSQL delivers notifications in the order
/// they were committed, so one subscriber sees one topic's messages in order.
///
/// - **Size.** A notification holds under 8,000 bytes; a message whose JSON (with its topic)
///   is longer is refused with ``TopicBusError/messageTooLarge(topic:bytes:limit:)``: publish
///   an id and read the data from the database.
/// - **Connection lost.** The listener reconnects by itself (after 0.1 s, doubling to 5 s) and
///   listens again; every local subscriber is then told ``TopicEvent/missedMessages``, to
///   read what it shows again. ``isListening`` (and `/health`) says whether it is connected.
/// - **Publishing while PostgreSQL is down** throws ``TopicBusError/unavailable(topic:underlying:)``.
///
/// Add it to your application's services: it runs the pool and the listener.
public final class PostgresTopicBus: TopicBus, Service, WebHealthCheck {
    static let channel = "workflow_topics"
    /// PostgreSQL's limit is 8,000 bytes for the whole payload, which also carries the topic.
    static let payloadLimit = 7_900

    private let client: PostgresClient
    private let listener: PostgresListener
    private let local = InMemoryTopicBus()
    private let logger: Logger
    /// Why the last publish failed, until one succeeds.
    private let publishFailure = Mutex<String?>(nil)

    /// A bus on the database of `url`.
    ///
    /// - Parameters:
    ///   - url: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, the database every node
    ///     shares (no TLS: for loopback and private networks).
    ///   - logger: Where the listener's losses and reconnections are logged.
    /// - Throws: An error naming the address when it is not one.
    public init(url: String, logger: Logger = Logger(label: "workflow.topics.postgres")) throws {
        let address = try PostgresURL(url)
        self.client = PostgresClient(configuration: address.clientConfiguration, backgroundLogger: logger)
        self.listener = PostgresListener(channel: Self.channel, configuration: address.connectionConfiguration, logger: logger)
        self.logger = logger
    }

    /// Whether the listening connection is up: messages from other nodes arrive.
    public var isListening: Bool {
        listener.isListening
    }

    /// Returns once the listener is connected: from then on, this node hears what any node
    /// publishes. For readiness checks and tests; subscribing never needs to wait for it.
    public func untilListening() async {
        await listener.untilListening()
    }

    public func publish(payload: String, to topic: String) async throws {
        let envelope = Self.envelope(topic: topic, payload: payload)
        guard envelope.utf8.count <= Self.payloadLimit else {
            throw TopicBusError.messageTooLarge(
                topic: topic, bytes: payload.utf8.count, limit: Self.payloadLimit - (envelope.utf8.count - payload.utf8.count))
        }
        do {
            try await client.query("SELECT pg_notify(\(Self.channel), \(envelope))", logger: logger)
            publishFailure.withLock { $0 = nil }
        } catch {
            publishFailure.withLock { $0 = String(describing: error) }
            throw TopicBusError.unavailable(topic: topic, underlying: String(describing: error))
        }
    }

    /// `topics` in `/health`.
    public var healthName: String { "topics" }

    /// Set while the listening connection is down (other nodes' messages do not arrive until
    /// it is back; subscribers then get `missedMessages`) or the last publish failed.
    public var healthProblem: String? {
        if let failure = publishFailure.withLock({ $0 }) { return "publishing to PostgreSQL fails: \(failure)" }
        return isListening ? nil : "not listening to PostgreSQL: messages from other nodes wait until it reconnects"
    }

    public func subscribe(to topic: String) -> AsyncStream<String?> {
        local.subscribe(to: topic)
    }

    /// Runs the connection pool and the listener until the service group stops.
    public func run() async throws {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.client.run() }
            group.addTask {
                await self.listener.run {
                    self.logger.notice("subscribers catch up on the topics' messages they may have missed")
                    self.local.announceMissedMessages()
                } receive: { text in
                    guard let (topic, payload) = Self.open(text) else {
                        self.logger.warning("skipped a notification on \(Self.channel) that is not a topic message")
                        return
                    }
                    try? await self.local.publish(payload: payload, to: topic)
                }
            }
            try? await gracefulShutdown()
            group.cancelAll()
        }
    }

    private struct Envelope: Codable {
        var t: String
        var p: String
    }

    static func envelope(topic: String, payload: String) -> String {
        // Encoding two strings cannot fail.
        String(decoding: (try? JSONEncoder().encode(Envelope(t: topic, p: payload))) ?? Data(), as: UTF8.self)
    }

    static func open(_ text: String) -> (topic: String, payload: String)? {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(text.utf8)) else { return nil }
        return (envelope.t, envelope.p)
    }
}
#endif
