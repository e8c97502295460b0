public import Workflow
public import WorkflowUI

/// Lists messages and emits the id of the one the user selects. Has no state of its own.
public struct InboxWorkflow: Workflow, Equatable {
    /// The messages to list.
    public var messages: [Message]
    /// The message to highlight.
    public var selection: MessageID?

    /// Makes an inbox of `messages`, highlighting `selection`.
    public init(messages: [Message], selection: MessageID?) {
        self.messages = messages
        self.selection = selection
    }

    /// The selected message's id.
    public typealias Output = MessageID

    /// Lists the messages; selecting one emits its id.
    public func render(state: Void, context: RenderContext<InboxWorkflow>) -> InboxScreen {
        let sink = context.makeOutputSink()
        return InboxScreen(
            rows: messages.map { InboxScreen.Row(id: $0.id, from: $0.from, subject: $0.subject, isSelected: $0.id == selection) },
            onMessageSelected: { sink.send($0) }
        )
    }
}

/// The rendering of ``InboxWorkflow``.
public struct InboxScreen: Screen {
    /// One listed message.
    public struct Row: Equatable, Sendable {
        /// The message's id.
        public var id: MessageID
        /// The sender.
        public var from: String
        /// The subject line.
        public var subject: String
        /// Whether this is the message shown beside the list.
        public var isSelected: Bool

        /// A row of the message `id`, showing its sender and subject.
        public init(id: MessageID, from: String, subject: String, isSelected: Bool) {
            self.id = id
            self.from = from
            self.subject = subject
            self.isSelected = isSelected
        }
    }

    /// The messages, in order.
    public var rows: [Row]
    /// Selects a message.
    public var onMessageSelected: (MessageID) -> Void

    /// Shows `rows`, top first; choosing one calls `onMessageSelected` with its id.
    public init(rows: [Row], onMessageSelected: @escaping (MessageID) -> Void) {
        self.rows = rows
        self.onMessageSelected = onMessageSelected
    }
}
