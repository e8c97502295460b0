#if WebServer
/// A named channel of messages of one type, which sessions subscribe to (with a
/// ``TopicWorker``) and anything can publish to (``TopicBus/publish(_:to:)``): an action's
/// side effect in any session, a route handler, a background job.
///
/// Keep messages small and say *what* changed (`itemChanged(id: 42)`), not the data itself:
/// write the change to your tables first and publish after, and let subscribers read what they
/// show from the database. A subscriber that missed messages then catches up by reading again
/// (see ``TopicEvent/missedMessages``), and ends up exactly as if it had seen every one.
public struct WebTopic<Message: Codable & Sendable>: Hashable, Sendable {
    /// The topic's name: letters, digits, `-`, `_`, `.` and `:`, at most 64 of them.
    public let name: String

    /// The topic `name`.
    ///
    /// - Precondition: `name` is 1 to 64 characters of letters, digits, `-`, `_`, `.` and `:`
    ///   (it names a PostgreSQL notification channel across nodes).
    public init(_ name: String) {
        precondition(Self.isValidName(name), "a topic name is 1 to 64 letters, digits, '-', '_', '.' or ':', not \"\(name)\"")
        self.name = name
    }

    static func isValidName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count)
            && name.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":")].contains(byte)
            }
    }
}

/// What a subscriber of a topic is told.
public enum TopicEvent<Message: Sendable>: Sendable {
    /// A message published to the topic, in the order the publishers' messages reached the bus.
    case message(Message)
    /// The subscription was interrupted (the bus's connection to the database dropped and came
    /// back): messages may have been missed. Read the state you show again.
    case missedMessages
}
#endif
