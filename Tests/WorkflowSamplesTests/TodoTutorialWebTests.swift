import Testing
import TodoTutorial4
import TodoTutorialWeb
import WorkflowTesting
import WorkflowWebUI

/// The tutorial's last step: every screen of the app has web content, and a page of it works
/// through the same protocol a browser speaks.
@MainActor
@Suite struct TodoTutorialWebTests {
    @Test func theListAnItemTheConfirmationAndTheUndoOfferAreAllShownInTheBrowser() throws {
        let session = WebSession(workflow: TodoAppWorkflow(clock: TestClock()), environment: try TodoWebViews.environment())
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        #expect(session.pageHTML.contains(">Walk the dog</button>"))
        var eventNumber = 0
        func click(_ label: String) throws {
            let html = session.pageHTML
            let end = try #require(html.range(of: ">\(label)</button>"), "no button \(label) in \(html)").lowerBound
            let start = try #require(html[..<end].range(of: "data-wf=\"", options: .backwards)).upperBound
            let id = try #require(Int(html[start...].prefix { $0.isNumber }))
            eventNumber += 1
            try session.receive(.event(number: eventNumber, target: id, event: "click", value: nil), expectedToken: "t")
        }
        try click("Walk the dog")
        #expect(session.pageHTML.contains("<h1"))
        #expect(session.pageHTML.contains(">Back</button>"), "an item's page has a Back button from environment.goBack")
        try click("Delete")
        #expect(session.pageHTML.contains("Delete “Walk the dog”?"))
        #expect(session.pageHTML.contains("wf-modal"))
        // The dialog's own Delete is the last button with that label on the page.
        let html = session.pageHTML
        let confirm = try #require(html.ranges(of: ">Delete</button>").last).lowerBound
        let start = try #require(html[..<confirm].range(of: "data-wf=\"", options: .backwards)).upperBound
        eventNumber += 1
        try session.receive(
            .event(number: eventNumber, target: try #require(Int(html[start...].prefix { $0.isNumber })), event: "click", value: nil),
            expectedToken: "t")
        #expect(!session.pageHTML.contains(">Walk the dog</button>"))
        #expect(session.pageHTML.contains("Undo deleting “Walk the dog”"))
        try click("Undo deleting “Walk the dog”")
        #expect(session.pageHTML.contains(">Walk the dog</button>"))
        #expect(!messages.contains { if case .error = $0 { true } else { false } })
    }
}
