import Testing
import Workflow
public import WorkflowSamples
@_spi(Backend) public import WorkflowUI
public import WorkflowUITesting

// One route: the message screen binds itself to the test backend by conformance.
extension MessageScreen: TestScreen {
    public func testViewDescription(in environment: ViewEnvironment) -> ViewDescription<TestBackend> {
        .testText("\(title) — \(from)", kind: "MessageView")
    }
}

/// The other route: the inbox is bound through a registry, without touching the screen type.
func inboxRegistry() throws -> ViewRegistry<TestBackend> {
    var registry = ViewRegistry<TestBackend>()
    try registry.register(InboxScreen.self) { inbox, _ in
        let lines = inbox.rows.map { ($0.isSelected ? "> " : "  ") + $0.subject }
        return .testText(lines.joined(separator: " | "), kind: "InboxList")
    }
    return registry
}

/// The email browser rendered through the root container into the test backend.
@MainActor
@Suite struct EmailBrowserViewTests {
    @Test func aSelectionShowsTheMessageAndUpdatesTheInboxWithoutRebuildingIt() throws {
        let log = TestViewLog()
        let environment = ViewEnvironment.empty
            .setting(ViewRegistryKey<TestBackend>.self, to: try inboxRegistry())
            .setting(TestViewLogKey.self, to: log)
        let host = WorkflowHost(workflow: EmailBrowserWorkflow(mailbox: .sample))
        let root = try WorkflowViewRoot<TestBackend, EmailBrowserWorkflow>(host: host, environment: environment)
        var changes: [DescribedViewContainer<TestBackend>.Change] = []
        root.onChange = { changes.append($0) }

        #expect(log.events == ["build split", "build InboxList", "build MessageView"])
        let inbox = try #require(root.view.first(ofKind: "InboxList"))
        #expect(root.view.first(ofKind: "MessageView")?.text == "No message selected — ")
        log.clear()

        host.rendering.leading.onMessageSelected(MessageID(2))

        #expect(changes == [.updated])
        #expect(log.events == ["update split", "update InboxList", "update MessageView"])
        #expect(root.view.first(ofKind: "InboxList") === inbox)
        #expect(inbox.text.contains("> Found a bug"))
        #expect(root.view.first(ofKind: "MessageView")?.text == "Found a bug — Grace")
        #expect(root.view.tree.hasPrefix("split: ratio 0.333"))
    }

    @Test func withoutTheRegistryTheInboxHasNoViewAndTheErrorNamesIt() throws {
        let host = WorkflowHost(workflow: EmailBrowserWorkflow(mailbox: .sample))
        let root = try WorkflowViewRoot<TestBackend, EmailBrowserWorkflow>(host: host)
        #expect(root.view.childError == .noBinding(screenType: "InboxScreen", backend: "TestBackend"))
    }
}
