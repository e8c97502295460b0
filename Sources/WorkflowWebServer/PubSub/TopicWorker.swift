#if WebServer
public import Logging
public import Workflow

/// Subscribes a workflow to a topic: while the workflow renders this worker, each message
/// published to `topic` (on any node the bus reaches) becomes its output, in order; when it
/// stops rendering it, the subscription ends.
///
/// ```swift
/// TopicWorker(bus: bus, topic: .board).running(in: context) { event in
///     RefreshBoard(event)   // reads the board from the database again
/// }
/// ```
public struct TopicWorker<Message: Codable & Sendable>: AsyncSequenceWorker {
    public typealias Output = TopicEvent<Message>

    /// The bus the messages arrive on.
    public var bus: any TopicBus
    /// The topic subscribed to.
    public var topic: WebTopic<Message>
    /// Where messages that do not decode are reported.
    public var logger: Logger

    /// A subscription to `topic` on `bus`.
    public init(bus: any TopicBus, topic: WebTopic<Message>, logger: Logger = Logger(label: "workflow.topics")) {
        self.bus = bus
        self.topic = topic
        self.logger = logger
    }

    public func run() -> AsyncStream<TopicEvent<Message>> {
        bus.events(of: topic, logger: logger)
    }

    /// The same topic is the same subscription (the bus is the app's one).
    public func isEquivalent(to otherWorker: TopicWorker<Message>) -> Bool {
        topic == otherWorker.topic
    }
}
#endif
