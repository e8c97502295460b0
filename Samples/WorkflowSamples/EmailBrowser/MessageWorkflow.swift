public import Workflow
public import WorkflowUI

/// Shows one message, looked up by id in the mailbox. Has no state and emits no output.
public struct MessageWorkflow: Workflow, Equatable {
    /// The message to show; `nil` shows a placeholder.
    public var messageID: MessageID?
    /// Where the message is looked up.
    public var mailbox: Mailbox

    /// Makes a message view of `messageID` in `mailbox`.
    public init(messageID: MessageID?, mailbox: Mailbox) {
        self.messageID = messageID
        self.mailbox = mailbox
    }

    /// Shows the message, or says that none is selected or that it is missing.
    public func render(state: Void, context: RenderContext<MessageWorkflow>) -> MessageScreen {
        guard let messageID else {
            return MessageScreen(title: "No message selected", from: "", body: "")
        }
        guard let message = mailbox.message(messageID) else {
            return MessageScreen(title: "Message \(messageID) is no longer in the mailbox", from: "", body: "")
        }
        return MessageScreen(title: message.subject, from: message.from, body: message.body)
    }
}

/// The rendering of ``MessageWorkflow``.
public struct MessageScreen: Screen, Equatable, Sendable {
    /// The subject, or a placeholder.
    public var title: String
    /// The sender; empty for a placeholder.
    public var from: String
    /// The text; empty for a placeholder.
    public var body: String

    /// Shows a message; an empty `body` shows the placeholder for no selection.
    public init(title: String, from: String, body: String) {
        self.title = title
        self.from = from
        self.body = body
    }
}
