#if WebServer
import Foundation
public import Logging

/// Carries topics' messages between publishers and subscribers: within one process
/// (``InMemoryTopicBus``), or between the nodes that share a PostgreSQL database
/// (``PostgresTopicBus``, through `LISTEN` and `NOTIFY`).
///
/// The bus moves text (a message's JSON); ``publish(_:to:)`` and ``TopicWorker`` encode and
/// decode typed messages on top of it.
public protocol TopicBus: Sendable {
    /// Delivers `payload` to every subscriber of `topic`, on every node.
    ///
    /// - Throws: ``TopicBusError`` when the message cannot be delivered (too large, or the
    ///   database is unreachable): a publish is never dropped silently.
    func publish(payload: String, to topic: String) async throws

    /// The payloads published to `topic` from now on, and a `nil` where some may have been
    /// missed; the stream ends when its consumer stops iterating it.
    func subscribe(to topic: String) -> AsyncStream<String?>
}

/// Why a message was not published.
public enum TopicBusError: Error, Equatable, CustomStringConvertible {
    /// The message's JSON is longer than the bus carries (PostgreSQL's notifications hold
    /// under 8,000 bytes): publish what changed, not the data.
    case messageTooLarge(topic: String, bytes: Int, limit: Int)
    /// The bus could not reach its database.
    case unavailable(topic: String, underlying: String)

    public var description: String {
        switch self {
        case .messageTooLarge(let topic, let bytes, let limit):
            "a message of \(bytes) bytes for topic \(topic) is over the bus's limit of \(limit): publish what changed (an id), and read the data from the database"
        case .unavailable(let topic, let underlying):
            "cannot publish to topic \(topic): \(underlying)"
        }
    }
}

extension TopicBus {
    /// Publishes `message` to `topic` as JSON.
    ///
    /// - Throws: ``TopicBusError`` when it cannot be delivered, or the encoder's error.
    public func publish<Message>(_ message: Message, to topic: WebTopic<Message>) async throws {
        let data = try JSONEncoder().encode(message)
        try await publish(payload: String(decoding: data, as: UTF8.self), to: topic.name)
    }

    /// The messages published to `topic` from now on, decoded; one that does not decode (sent
    /// by a newer version of the app, say) is logged with the topic and skipped.
    public func events<Message>(of topic: WebTopic<Message>, logger: Logger = Logger(label: "workflow.topics")) -> AsyncStream<
        TopicEvent<Message>
    > {
        let payloads = subscribe(to: topic.name)
        return AsyncStream { continuation in
            let task = Task {
                for await payload in payloads {
                    guard let payload else {
                        continuation.yield(.missedMessages)
                        continue
                    }
                    do {
                        continuation.yield(.message(try JSONDecoder().decode(Message.self, from: Data(payload.utf8))))
                    } catch {
                        logger.warning("skipped a message on topic \(topic.name) that is not a \(Message.self): \(error)")
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
#endif
