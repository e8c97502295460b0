import Testing
import Workflow
import WorkflowSamples

/// Counts render calls by workflow type.
final class RenderCalls: WorkflowObserver {
    var byType: [String: Int] = [:]
    var passes = 0

    func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        byType["\(W.self)", default: 0] += 1
    }

    func renderPassWillBegin() { passes += 1 }
}

/// The claims of the "Runtime options, snapshots and debugging" article, on the email browser.
@MainActor
@Suite struct SampleRuntimeOptionsTests {
    @Test func selectingTheSelectedMessageAgainRendersNothing() {
        let calls = RenderCalls()
        let host = WorkflowHost(
            workflow: EmailBrowserWorkflow(mailbox: .sample),
            configuration: RuntimeConfiguration(renderOnlyWhenStateChanged: true, partialTreeRendering: true),
            observers: [calls]
        )
        host.rendering.leading.onMessageSelected(MessageID(2))
        #expect(calls.passes == 2)
        host.rendering.leading.onMessageSelected(MessageID(2))
        #expect(calls.passes == 2)
    }

    @Test func selectingRendersOnlyTheBrowserAndThePanesWhosePropsChanged() {
        let calls = RenderCalls()
        let host = WorkflowHost(
            workflow: EmailBrowserWorkflow(mailbox: .sample),
            configuration: RuntimeConfiguration(partialTreeRendering: true),
            observers: [calls]
        )
        calls.byType = [:]
        host.rendering.leading.onMessageSelected(MessageID(2))
        #expect(calls.byType == ["EmailBrowserWorkflow": 1, "InboxWorkflow": 1, "MessageWorkflow": 1])
        #expect(host.rendering.trailing.from == "Grace")
    }

    @Test func theTreeDumpShowsTheBrowserAndItsPanes() {
        let host = WorkflowHost(workflow: EmailBrowserWorkflow(mailbox: .sample))
        host.rendering.leading.onMessageSelected(MessageID(2))
        let lines = host.treeDump().text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("EmailBrowserWorkflow #1 state: State(messages: ["))
        #expect(lines[0].hasSuffix("selection: Optional(#2))") || lines[0].hasSuffix("…"))
        #expect(lines[1] == "├─ InboxWorkflow #2 state: ()")
        #expect(lines[2] == "└─ MessageWorkflow #3 state: ()")
    }
}
