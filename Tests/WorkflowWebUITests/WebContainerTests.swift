import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

@MainActor
@Suite struct WebContainerTests {
    func harness() throws -> PageHarness<ContainerHarnessWorkflow> {
        try PageHarness(ContainerHarnessWorkflow())
    }

    func element(_ harness: PageHarness<ContainerHarnessWorkflow>, matching predicate: (PageNode) -> Bool) -> PageNode? {
        var pending = [harness.page]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if predicate(node) { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    func id(_ node: PageNode?) throws -> Int {
        try #require(node?.attributes["data-wf"].flatMap { Int($0) })
    }

    @Test func aBackStackShowsItsDepthAndGoesBackOnTheBackEvent() throws {
        let harness = try harness()
        harness.session.host.rendering.push()
        try harness.applyAndCheck(harness.messages(after: 1))
        let stack = element(harness) { $0.attributes["class"] == "wf-back-stack" }
        #expect(stack?.attributes["data-depth"] == "2")
        #expect(stack?.attributes["data-wf-on"] == "back")
        try harness.send("back", to: try id(stack))
        let after = element(harness) { $0.attributes["class"] == "wf-back-stack" }
        #expect(after?.attributes["data-depth"] == "1")
        #expect(after?.attributes["data-wf-on"] == nil, "the bottom frame has nowhere to go back to")
        #expect(harness.id(ofElementWithText: "Count: 1") != nil)
    }

    @Test func tabsShowTheSelectedTabAndSwitchOnClick() throws {
        let harness = try harness()
        let other = try #require(harness.id(ofElementWithText: "Other"))
        #expect(element(harness) { $0.attributes["aria-selected"] == "true" }?.children.first?.text == "Stack")
        try harness.send("click", to: other)
        #expect(element(harness) { $0.attributes["aria-selected"] == "true" }?.children.first?.text == "Other")
        #expect(harness.id(ofElementWithText: "Count: 99") != nil)
        #expect(harness.id(ofElementWithText: "Count: 1") == nil)
    }

    @Test func aModalOverlayIsADialogThatBackDismisses() throws {
        let harness = try harness()
        harness.session.host.rendering.showModal()
        try harness.applyAndCheck(harness.messages(after: 1))
        let dialog = element(harness) { $0.tag == "dialog" }
        #expect(dialog?.attributes["class"] == "wf-overlay wf-modal wf-dialog")
        let content = element(harness) { $0.attributes["class"] == "wf-overlay-content" }
        #expect(content?.attributes["data-wf-on"] == "back")
        try harness.send("back", to: try id(content))
        #expect(element(harness) { $0.tag == "dialog" } == nil)
    }
}
