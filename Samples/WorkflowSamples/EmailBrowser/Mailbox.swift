/// Where the email browser gets its messages: a dependency injected into the workflows, so
/// tests and demos choose their own.
public struct Mailbox: Equatable, Sendable {
    /// The messages, newest first.
    public var messages: [Message]

    /// Makes a mailbox holding `messages`.
    public init(messages: [Message]) {
        self.messages = messages
    }

    /// The message with `id`, if the mailbox holds it.
    public func message(_ id: MessageID) -> Message? {
        messages.first { $0.id == id }
    }

    /// A small mailbox for demos.
    public static let sample = Mailbox(messages: [
        Message(id: MessageID(1), from: "Ada", subject: "Engine notes", body: "The analytical engine weaves algebraic patterns."),
        Message(id: MessageID(2), from: "Grace", subject: "Found a bug", body: "There was a moth in relay 70, panel F."),
        Message(id: MessageID(3), from: "Edsger", subject: "GOTO", body: "Considered harmful; details to follow."),
    ])
}
