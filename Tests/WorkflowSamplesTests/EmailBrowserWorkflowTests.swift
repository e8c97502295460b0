import Testing
import Workflow
import WorkflowSamples

@MainActor
@Suite struct EmailBrowserWorkflowTests {
    @Test func startsWithTheInboxAndNoSelection() {
        let host = WorkflowHost(workflow: EmailBrowserWorkflow(mailbox: .sample))
        #expect(host.rendering.leading.rows.map(\.subject) == ["Engine notes", "Found a bug", "GOTO"])
        #expect(host.rendering.leading.rows.allSatisfy { !$0.isSelected })
        #expect(host.rendering.trailing == MessageScreen(title: "No message selected", from: "", body: ""))
    }

    @Test func selectingAMessageIsAnInboxOutputThatChangesTheBrowsersSelection() {
        let host = WorkflowHost(workflow: EmailBrowserWorkflow(mailbox: .sample))
        var renderPasses = 0
        host.onRendering { _ in renderPasses += 1 }

        host.rendering.leading.onMessageSelected(MessageID(2))

        #expect(renderPasses == 1)
        #expect(host.rendering.trailing.title == "Found a bug")
        #expect(host.rendering.trailing.from == "Grace")
        #expect(host.rendering.leading.rows.map(\.isSelected) == [false, true, false])

        host.rendering.leading.onMessageSelected(MessageID(3))
        #expect(host.rendering.trailing.title == "GOTO")
    }

    @Test func aSelectionMissingFromTheMailboxSaysSo() {
        let host = WorkflowHost(workflow: EmailBrowserWorkflow(mailbox: .sample))
        host.rendering.leading.onMessageSelected(MessageID(99))
        #expect(host.rendering.trailing.title == "Message #99 is no longer in the mailbox")
    }

    @Test func theInboxEmitsTheSelectedIDAsItsOutput() {
        let inbox = InboxWorkflow(messages: Mailbox.sample.messages, selection: nil)
        let host = WorkflowHost(workflow: inbox)
        var outputs: [MessageID] = []
        host.onOutput { outputs.append($0) }
        host.rendering.onMessageSelected(MessageID(1))
        #expect(outputs == [MessageID(1)])
    }
}
