import Foundation
import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

/// A book whose page number is its URL: `/book/3` is page 3. "Next" turns the page; the URL
/// is the workflow's props, so Back and Forward turn it too.
struct Book: Workflow {
    var location: WebLocation

    func makeInitialState() -> Int { Self.page(of: location) }

    func workflowDidChange(from previous: Book, state: inout Int) {
        if previous.location != location { state = Self.page(of: location) }
    }

    static func page(of location: WebLocation) -> Int {
        location.path.first.flatMap { Int($0) } ?? 1
    }

    struct Screen: WebScreen {
        var page: Int
        var onNext: () -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                p("Page \(page)")
                button("Next", onClick: onNext)
            }
        }
    }

    func render(state: Int, context: RenderContext<Book>) -> Screen {
        let sink = context.makeSink(of: AnyWorkflowAction<Book>.self)
        return Screen(
            page: state,
            onNext: {
                sink.send(
                    AnyWorkflowAction {
                        $0 += 1; return nil
                    })
            })
    }
}

@MainActor
@Suite struct WebLocationTests {
    func makeSession(at url: String) throws -> (WebSession<Book>, Messages) {
        let location = try #require(WebLocation(url: url, below: "/book"))
        let session = WebSession(workflow: Book(location: location))
        session.mountPath = "/book"
        session.locate = { WebLocation(path: [String($0.page)], title: "Page \($0.page)") }
        session.onNavigate = { [unowned session] in session.host.update(workflow: Book(location: $0)) }
        let messages = Messages()
        session.onMessage = { messages.all.append($0) }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        return (session, messages)
    }

    @Test func urlsReadAndWriteBelowTheMountPath() throws {
        let location = try #require(WebLocation(url: "/todo/a%20b/edit?q=x%26y&flag", below: "/todo"))
        #expect(location.path == ["a b", "edit"])
        #expect(location.query == ["q": "x&y", "flag": ""])
        #expect(location.url(below: "/todo") == "/todo/a%20b/edit?flag=&q=x%26y")
        #expect(WebLocation(path: [], title: "").url(below: "/") == "/")
        #expect(WebLocation(path: ["3"]).url(below: "/") == "/3")
        #expect(WebLocation(url: "/elsewhere/3", below: "/todo") == nil)
        #expect(WebLocation(url: "/todo/%zz", below: "/todo") == nil, "a broken escape is refused")
        #expect(WebLocation(url: "/todo/%ff", below: "/todo") == nil, "bytes that are not UTF-8 are refused")
        #expect(WebLocation(url: "/todo/%+f", below: "/todo") == nil, "a sign is no hex digit")
        #expect(WebLocation(url: "/todo/%-0", below: "/todo") == nil)
        #expect(WebLocation(path: ["..", "."]).url(below: "/todo") == "/todo/%2E%2E/%2E", "dot segments are not moves")
        #expect(WebLocation(url: "/todo/%2E%2E", below: "/todo")?.path == [".."])
    }

    @Test func theFirstPageIsAtItsURLAndAJoinPutsTheAddressBarRight() throws {
        let (session, messages) = try makeSession(at: "/book/3")
        #expect(session.location == WebLocation(path: ["3"], title: "Page 3"))
        #expect(session.pageHTML.contains("Page 3"))
        #expect(messages.all.last == .location(url: "/book/3", title: "Page 3", replace: true))
    }

    @Test func aMoveAddsAHistoryEntryAfterItsPatch() throws {
        let (session, messages) = try makeSession(at: "/book/3")
        let html = session.pageHTML
        let next = try #require(PageHarnessIDs.id(ofElementWithText: "Next", in: html))
        let before = messages.all.count
        try session.receive(.event(number: 1, target: next, event: "click", value: nil), expectedToken: "t")
        let sent = Array(messages.all[before...])
        #expect(sent.count == 2)
        if case .patch = sent.first {} else { Issue.record("the patch comes first: \(sent)") }
        #expect(sent.last == .location(url: "/book/4", title: "Page 4", replace: false))
    }

    @Test func backAndForwardGiveTheWorkflowNewPropsWithoutANewHistoryEntry() throws {
        let (session, messages) = try makeSession(at: "/book/3")
        let before = messages.all.count
        try session.receive(.event(number: 1, target: 0, event: "navigate", value: "/book/7"), expectedToken: "t")
        #expect(session.pageHTML.contains("Page 7"))
        let sent = Array(messages.all[before...])
        // The title follows; the history gets no new entry (the browser is there already).
        #expect(sent.last == .location(url: "/book/7", title: "Page 7", replace: true), "\(sent)")
        #expect(!sent.contains { if case .location(_, _, false) = $0 { true } else { false } }, "\(sent)")
        // A URL outside the app changes nothing and is acknowledged.
        try session.receive(.event(number: 2, target: 0, event: "navigate", value: "/elsewhere"), expectedToken: "t")
        #expect(messages.all.last == .acknowledged(2))
        #expect(session.pageHTML.contains("Page 7"))
    }

    @Test func aLocationTheAppCorrectsReplacesTheHistoryEntry() throws {
        let (session, messages) = try makeSession(at: "/book/3")
        // The book reads "/book/x" as page 1: the browser's entry is corrected in place.
        try session.receive(.event(number: 1, target: 0, event: "navigate", value: "/book/x"), expectedToken: "t")
        #expect(messages.all.contains(.location(url: "/book/1", title: "Page 1", replace: true)))
    }
}

/// What a session sent, in order.
@MainActor
final class Messages {
    var all: [ServerMessage] = []
}

enum PageHarnessIDs {
    /// The `data-wf` id of the element whose text is `text` in `html`.
    static func id(ofElementWithText text: String, in html: String) -> Int? {
        guard let end = html.range(of: ">\(text)<")?.lowerBound,
            let start = html[..<end].range(of: "data-wf=\"", options: .backwards)?.upperBound,
            let close = html[start...].firstIndex(of: "\"")
        else { return nil }
        return Int(html[start..<close])
    }
}
