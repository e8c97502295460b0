/// Identifies a message.
public struct MessageID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier's value.
    public var rawValue: Int

    /// Makes an identifier.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `#` followed by the value.
    public var description: String { "#\(rawValue)" }
}

/// An email message.
public struct Message: Equatable, Sendable, Codable, Identifiable {
    /// The message's identifier.
    public var id: MessageID
    /// The sender.
    public var from: String
    /// The subject line.
    public var subject: String
    /// The text.
    public var body: String

    /// A message; `id` must be unique within its mailbox, since the inbox selects by it.
    public init(id: MessageID, from: String, subject: String, body: String) {
        self.id = id
        self.from = from
        self.subject = subject
        self.body = body
    }
}
