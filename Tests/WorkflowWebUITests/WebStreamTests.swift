import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

@MainActor
@Suite struct WebStreamTests {
    typealias Line = StreamLogWorkflow.Line

    /// The operations of the patches among `messages`, in order.
    private func operations(_ messages: [ServerMessage]) -> [PatchOperation] {
        messages.flatMap { message -> [PatchOperation] in
            if case .patch(_, _, let operations) = message { return operations }
            return []
        }
    }

    /// The id of the stream's container on `page`.
    private func containerID(_ page: PageNode) throws -> Int {
        func search(_ node: PageNode) -> PageNode? {
            if node.attributes["class"] == "log" { return node }
            for child in node.children { if let found = search(child) { return found } }
            return nil
        }
        return try #require(search(page).flatMap { $0.attributes["data-wf"] }.flatMap(Int.init))
    }

    private func container(_ page: PageNode) throws -> PageNode {
        try #require(page.find(id: containerID(page)))
    }

    private func texts(_ page: PageNode) throws -> [String] {
        try container(page).children.map { $0.children.map(\.text).joined() }
    }

    /// Applies the patches among `messages` to the harness's page. (Not checked against the
    /// server's page, which by design has no items.)
    private func apply(_ messages: [ServerMessage], to harness: PageHarness<StreamLogWorkflow>) throws {
        try harness.page.apply(operations(messages))
    }

    @Test func theOperationsSerializeAsTheProtocolDocumentsThem() {
        let patch = ServerMessage.patch(
            sequence: 3, acknowledged: 2,
            operations: [
                .streamAppend(container: 5, key: "k1", html: "<li data-wf-key=\"k1\">a</li>"),
                .streamPrepend(container: 5, key: "k0", html: "<li>b</li>"),
                .streamUpdate(container: 5, key: "k1", html: "<li>c</li>"),
                .streamRemove(container: 5, key: "k0"),
                .streamReset(container: 5),
            ])
        // (The JSON writer writes `<` as `\u003c`, so that no markup closes a script element.)
        #expect(
            patch.json
                == #"{"p":3,"a":2,"o":[["sa",5,"k1","\u003cli data-wf-key=\"k1\">a\u003c/li>"],["sp",5,"k0","\u003cli>b\u003c/li>"],["su",5,"k1","\u003cli>c\u003c/li>"],["sd",5,"k0"],["sr",5]]}"#
        )
    }

    @Test func appendUpdateAndRemoveByKeyAreOneOperationEach() throws {
        let harness = try PageHarness(StreamLogWorkflow())
        let container = try containerID(harness.page)
        #expect(harness.session.pageHTML.contains("<ul data-wf=\"\(container)\" class=\"log\"></ul>"))

        var count = harness.messages.count
        harness.session.host.rendering.change { $0.lines.append(contentsOf: [Line(id: 1, text: "one"), Line(id: 2, text: "two")]) }
        #expect(
            operations(harness.messages(after: count)) == [
                .streamAppend(container: container, key: "1", html: "<li data-wf-key=\"1\" class=\"line\">one</li>"),
                .streamAppend(container: container, key: "2", html: "<li data-wf-key=\"2\" class=\"line\">two</li>"),
            ])
        try apply(harness.messages(after: count), to: harness)

        count = harness.messages.count
        harness.session.host.rendering.change { state in
            state.lines.update(Line(id: 1, text: "one, edited"))
            state.lines.prepend(Line(id: 0, text: "zero"))
            state.lines.remove(key: "2")
        }
        #expect(
            operations(harness.messages(after: count)) == [
                .streamUpdate(container: container, key: "1", html: "<li data-wf-key=\"1\" class=\"line\">one, edited</li>"),
                .streamPrepend(container: container, key: "0", html: "<li data-wf-key=\"0\" class=\"line\">zero</li>"),
                .streamRemove(container: container, key: "2"),
            ])
        try apply(harness.messages(after: count), to: harness)
        #expect(try texts(harness.page) == ["zero", "one, edited"])

        count = harness.messages.count
        harness.session.host.rendering.change { state in
            state.lines.append(Line(id: 0, text: "zero again"))
            state.lines.update(Line(id: 99, text: "never shown"))
        }
        try apply(harness.messages(after: count), to: harness)
        #expect(
            try texts(harness.page) == ["one, edited", "zero again"], "a key appended again moves; an unknown key's update does nothing")

        count = harness.messages.count
        harness.session.host.rendering.change { state in
            state.lines.append(Line(id: 5, text: "dropped"))
            state.lines.reset()
            state.lines.append(Line(id: 6, text: "after the reset"))
        }
        #expect(
            operations(harness.messages(after: count)) == [
                .streamReset(container: container),
                .streamAppend(container: container, key: "6", html: "<li data-wf-key=\"6\" class=\"line\">after the reset</li>"),
            ], "changes before a reset are not sent")
        try apply(harness.messages(after: count), to: harness)
        #expect(try texts(harness.page) == ["after the reset"])
    }

    @Test func itemsAreEscapedLikeAllMarkup() throws {
        let harness = try PageHarness(StreamLogWorkflow())
        let stream = WebStream<Line>(key: { "\"><b>\($0.id)" })
        let count = harness.messages.count
        harness.session.host.rendering.change { $0.lines = stream }
        stream.append(Line(id: 1, text: "<script>alert(1)</script> & co"))
        harness.session.host.rendering.change { $0.title = "Escaped" }
        guard case .streamAppend(_, let key, let html) = operations(harness.messages(after: count)).last else {
            Issue.record("no append in \(harness.messages(after: count))")
            return
        }
        #expect(key == "\"><b>1")
        #expect(html == "<li data-wf-key=\"&quot;&gt;&lt;b&gt;1\" class=\"line\">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</li>")
    }

    @Test func thePageKeepsAtMostTheLimitTrimmingTheOtherEnd() throws {
        let harness = try PageHarness(StreamLogWorkflow(limit: 3))
        #expect(try container(harness.page).attributes["data-wf-limit"] == "3")
        var count = harness.messages.count
        harness.session.host.rendering.change { state in
            for id in 1...5 { state.lines.append(Line(id: id, text: "line \(id)")) }
        }
        try apply(harness.messages(after: count), to: harness)
        #expect(try texts(harness.page) == ["line 3", "line 4", "line 5"], "appends drop the oldest")

        count = harness.messages.count
        harness.session.host.rendering.change { $0.lines.prepend(Line(id: 0, text: "line 0")) }
        try apply(harness.messages(after: count), to: harness)
        #expect(try texts(harness.page) == ["line 0", "line 3", "line 4"], "a prepend drops the newest")
    }

    @Test func appendingAHundredThousandItemsKeepsTheServersCopyFlat() throws {
        let session = WebSession(workflow: StreamLogWorkflow(limit: 500))
        var patches = 0
        var lastPatchOperations = 0
        session.onMessage = { message in
            if case .patch(_, _, let operations) = message {
                patches += 1
                lastPatchOperations = operations.count
            }
        }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        var next = 0
        func appendBatch() {
            session.host.rendering.change { state in
                for _ in 0..<1_000 {
                    next += 1
                    state.lines.append(Line(id: next, text: "line \(next)"))
                }
            }
            // The page reports what it applied, as a live one would, so patches keep flowing.
            try? session.receive(.seen(sequence: session.currentSequence), expectedToken: "t")
        }
        appendBatch()
        // The server's page without its patch number, which grows by design.
        func serversPage() -> String {
            session.pageHTML.replacingOccurrences("data-wf-seq=\"\(session.currentSequence)\"", "")
        }
        let pageAfterAThousand = serversPage()
        let pendingAfterAThousand = session.host.rendering.lines.hasPendingChanges
        for _ in 1..<100 { appendBatch() }
        #expect(next == 100_000)
        #expect(patches == 100)
        #expect(lastPatchOperations == 1_000)
        #expect(!pendingAfterAThousand && !session.host.rendering.lines.hasPendingChanges, "every change was taken and sent")
        // The server's copy of the page is the same size after 100,000 items as after 1,000:
        // the items were written into patches and not kept.
        #expect(serversPage() == pageAfterAThousand)
        #expect(!session.pageHTML.contains("line 1"))
    }

    @Test func aPageResetAfterMissingPatchesShowsTheStreamEmptyAndTakesLaterItems() throws {
        let session = WebSession(workflow: StreamLogWorkflow())
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        // More patches than the server keeps happen before the page joins.
        for id in 1...70 { session.host.rendering.change { $0.lines.append(Line(id: id, text: "line \(id)")) } }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        guard case .reset(_, _, _, let html) = messages.first else {
            Issue.record("expected a reset, got \(messages)")
            return
        }
        let page = PageNode(tag: "#root")
        page.children = try PageParser.parse(html)
        #expect(try container(page).children.isEmpty, "the server kept no items to write")

        // The page reports where the reset left it, as its script does; the workflow sends
        // again what it wants shown, and that arrives as patches on the reset page.
        try session.receive(.seen(sequence: session.currentSequence), expectedToken: "t")
        let count = messages.count
        session.host.rendering.change { $0.lines.append(Line(id: 71, text: "line 71")) }
        try page.apply(operations(Array(messages[count...])))
        #expect(try texts(page) == ["line 71"])
    }

    @Test func aPatchTooLargeToKeepIsNotKeptAndAPageThatMissedItIsReset() throws {
        let session = WebSession(workflow: StreamLogWorkflow())
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        // One patch of a thousand items, about 50 KiB: over what a session keeps for rejoining.
        let text = String(repeating: "x", count: 20)
        session.host.rendering.change { $0.lines.append(contentsOf: (1...1_000).map { Line(id: $0, text: text) }) }
        // A small one after it is kept.
        session.host.rendering.change { $0.lines.append(Line(id: 1_001, text: "small")) }
        #expect(session.currentSequence == 2)

        // The page's connection drops and it joins again, having applied patch 1.
        session.connectionDidClose()
        messages = []
        try session.receive(.join(token: "t", sequence: 1, epoch: session.epoch), expectedToken: "t")
        #expect(messages.count == 2, "the kept patch, then joined: \(messages)")
        #expect(operations(messages).count == 1)

        session.connectionDidClose()
        messages = []
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        guard case .reset = messages.first else {
            Issue.record("a page that missed the large patch is reset, not replayed: \(messages)")
            return
        }
    }

    @Test func itemsQueuedBeforeTheFirstPageAreItsFirstPatchOnceThePageJoins() throws {
        let session = WebSession(workflow: StreamLogWorkflow(initialLines: [Line(id: 1, text: "first"), Line(id: 2, text: "second")]))
        let page = PageNode(tag: "#root")
        page.children = try PageParser.parse(session.pageHTML)
        #expect(session.currentSequence == 0)
        #expect(try container(page).children.isEmpty, "the first page is written from the server's copy")
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        #expect(messages.count == 2)
        #expect(messages.first == .joined(sequence: 0, acknowledged: 0))
        try page.apply(operations(messages))
        #expect(try texts(page) == ["first", "second"])
    }

    @Test func changesQueuedOutsideAnActionGoWithTheNextPatch() throws {
        let harness = try PageHarness(StreamLogWorkflow())
        let stream = harness.session.host.rendering.lines
        let count = harness.messages.count
        stream.append(Line(id: 1, text: "queued"))
        harness.session.host.rendering.change { $0.title = "Later" }
        try apply(harness.messages(after: count), to: harness)
        #expect(try texts(harness.page) == ["queued"])
    }

    @Test func aStreamWithQueuedChangesIsNotEqualToItself() {
        let stream = WebStream<Line>()
        #expect(stream == stream)
        stream.append(Line(id: 1, text: "a"))
        #expect(stream != stream, "an Equatable screen holding it must be shown again")
        _ = stream.takePending()
        #expect(stream == stream)
        #expect(stream != WebStream<Line>())
    }
}
