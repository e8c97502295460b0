import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

/// A list with a New button on its bar, an item with Back and Delete on its, and an alert
/// before deleting. The list's title lists the alert's answers so far.
struct BarAndAlertWorkflow: Workflow {
    struct State: Equatable {
        var depth = 1
        var asking = false
        var answers: [String] = []
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<BarAndAlertWorkflow>) -> BodyAndOverlaysScreen<BackStackScreen> {
        let sink = context.makeSink(of: AnyWorkflowAction<BarAndAlertWorkflow>.self)
        func send(_ change: @escaping @Sendable (inout State) -> Void) -> () -> Void {
            {
                sink.send(
                    AnyWorkflowAction {
                        change(&$0); return nil
                    })
            }
        }
        let list = BackStackScreen.Frame(
            CountScreen(count: 1, onIncrement: {}),
            bar: NavigationBar(
                title: (["List"] + state.answers).joined(separator: " "),
                trailing: NavigationBar.Button("New", action: send { $0.depth = 2 }))
        )
        let item = BackStackScreen.Frame(
            CountScreen(count: 2, onIncrement: {}),
            key: "item",
            bar: NavigationBar(title: "Item", trailing: NavigationBar.Button("Delete", action: send { $0.asking = true }))
        )
        let stack = BackStackScreen(bottom: list, above: state.depth > 1 ? [item] : [], onGoBack: send { $0.depth = 1 })
        let alert = Alert(
            title: "Delete the item?", message: "It cannot be brought back.",
            actions: [
                AlertAction(
                    title: "Keep", style: .cancel,
                    handler: send {
                        $0.asking = false; $0.answers.append("keep")
                    }),
                AlertAction(
                    title: "Delete", style: .destructive,
                    handler: send {
                        $0.asking = false; $0.depth = 1; $0.answers.append("delete")
                    }),
            ])
        return BodyAndOverlaysScreen(body: stack, overlays: state.asking ? [Overlay(alert: alert)] : [])
    }
}

@MainActor
@Suite struct WebBarAndAlertTests {
    func first(_ harness: PageHarness<BarAndAlertWorkflow>, _ predicate: (PageNode) -> Bool) -> PageNode? {
        var pending = [harness.page]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if predicate(node) { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    func text(of node: PageNode?) -> String? {
        node?.children.first { $0.tag == nil }?.text
    }

    @Test func theBarIsAHeaderWithItsTitleAndButtonsAndBackOnlyWhereTheFrameCanGoBack() throws {
        let harness = try PageHarness(BarAndAlertWorkflow())
        let header = try #require(first(harness) { $0.tag == "header" })
        #expect(header.attributes["class"] == "wf-nav-bar")
        #expect(header.children.map(\.tag) == ["span", "h1", "button"], "no Back on the bottom frame; its column stays")
        #expect(text(of: first(harness) { $0.attributes["class"] == "wf-bar-title" }) == "List")

        try harness.send("click", to: try #require(harness.id(ofElementWithText: "New")))
        let back = try #require(first(harness) { $0.attributes["class"] == "wf-bar-leading wf-bar-back" })
        #expect(text(of: back) == "Back", "the arrow is the stylesheet's, not part of the label")
        #expect(text(of: first(harness) { $0.attributes["class"] == "wf-bar-title" }) == "Item")
        #expect(harness.id(ofElementWithText: "Count: 2") != nil)

        try harness.send("click", to: try #require(back.attributes["data-wf"].flatMap(Int.init)))
        #expect(harness.id(ofElementWithText: "Count: 1") != nil)
        #expect(text(of: first(harness) { $0.attributes["class"] == "wf-bar-title" }) == "List")
    }

    @Test func anAlertIsAnAlertDialogAnsweredByAButtonOrDismissedByBack() throws {
        let harness = try PageHarness(BarAndAlertWorkflow())
        try harness.send("click", to: try #require(harness.id(ofElementWithText: "New")))
        try harness.send("click", to: try #require(harness.id(ofElementWithText: "Delete")))
        let dialog = try #require(first(harness) { $0.tag == "dialog" })
        #expect(dialog.attributes["role"] == "alertdialog")
        #expect(dialog.attributes["aria-label"] == "Delete the item?")
        #expect(dialog.attributes["class"] == "wf-overlay wf-modal wf-dialog")
        #expect(text(of: first(harness) { $0.attributes["class"] == "wf-alert-message" }) == "It cannot be brought back.")
        let keep = try #require(first(harness) { $0.attributes["class"] == "wf-alert-button wf-cancel" })
        #expect(text(of: keep) == "Keep")
        #expect(text(of: first(harness) { $0.attributes["class"] == "wf-alert-button danger" }) == "Delete")

        // Escape in the dialog is a back event on the overlay's content: the cancel answer.
        let content = try #require(first(harness) { $0.attributes["class"] == "wf-overlay-content" })
        try harness.send("back", to: try #require(content.attributes["data-wf"].flatMap(Int.init)))
        #expect(first(harness) { $0.tag == "dialog" } == nil)
        #expect(text(of: first(harness) { $0.attributes["class"] == "wf-bar-title" }) == "Item", "Keep leaves the item shown")

        try harness.send("click", to: try #require(harness.id(ofElementWithText: "Delete")))
        let delete = try #require(first(harness) { $0.attributes["class"] == "wf-alert-button danger" })
        try harness.send("click", to: try #require(delete.attributes["data-wf"].flatMap(Int.init)))
        #expect(first(harness) { $0.tag == "dialog" } == nil)
        #expect(harness.id(ofElementWithText: "Count: 1") != nil)
        #expect(text(of: first(harness) { $0.attributes["class"] == "wf-bar-title" }) == "List keep delete", "the answers, in order")
    }
}
