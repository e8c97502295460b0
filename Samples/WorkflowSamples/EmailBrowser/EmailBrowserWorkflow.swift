public import Workflow
public import WorkflowUI

/// The seed's email browser: an inbox beside the selected message.
///
/// It renders ``InboxWorkflow`` and ``MessageWorkflow`` and assembles their renderings into
/// an ``EmailBrowserScreen``. Selecting a message in the inbox is an output of the inbox that
/// changes this workflow's selection, which becomes the message workflow's props on the next
/// render pass. Neither child knows about the other.
public struct EmailBrowserWorkflow: Workflow, Equatable {
    /// Where the messages come from.
    public var mailbox: Mailbox

    /// Makes a browser of `mailbox`.
    public init(mailbox: Mailbox) {
        self.mailbox = mailbox
    }

    /// The browser's state.
    public struct State: Equatable, Sendable, Codable {
        /// The listed messages.
        public var messages: [Message]
        /// The message shown beside the list.
        public var selection: MessageID?
    }

    /// Lists the mailbox's messages, with none selected.
    public func makeInitialState() -> State {
        State(messages: mailbox.messages, selection: nil)
    }

    /// The inbox on the leading side, the selected message on the trailing side.
    public func render(state: State, context: RenderContext<EmailBrowserWorkflow>) -> EmailBrowserScreen {
        let inbox = InboxWorkflow(messages: state.messages, selection: state.selection)
            .onOutput { (state: inout State, selected: MessageID) -> Never? in
                state.selection = selected
                return nil
            }
            .rendered(in: context)
        let message = MessageWorkflow(messageID: state.selection, mailbox: mailbox)
            .rendered(in: context)
        return EmailBrowserScreen(leading: inbox, trailing: message)
    }
}

/// The rendering of ``EmailBrowserWorkflow``: the inbox beside the selected message.
public typealias EmailBrowserScreen = SplitScreen<InboxScreen, MessageScreen>

/// The selection survives a restart: the browser's ``EmailBrowserWorkflow/State`` is saved in
/// the host's snapshots.
extension EmailBrowserWorkflow: SnapshottingWorkflow {}
