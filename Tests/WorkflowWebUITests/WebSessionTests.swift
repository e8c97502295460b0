import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

@MainActor
@Suite struct WebSessionTests {
    @Test func theFirstPageIsCompleteMarkupWithTheRenderingInIt() throws {
        let harness = try PageHarness(ScreenSwitcher())
        let html = harness.session.pageHTML
        #expect(
            html.hasPrefix(
                "<div data-wf=\"0\" id=\"wf-root\" class=\"wf-slot\" data-wf-seq=\"0\" data-wf-epoch=\"\(harness.session.epoch)\" data-wf-ack=\"0\">"
            ))
        #expect(html.contains("<p data-wf=\"4\">Count: 0</p>"))
        #expect(html.contains("data-wf-on=\"click\" type=\"button\">Increment</button>"))
        #expect(harness.messages == [.joined(sequence: 0, acknowledged: 0)])
    }

    @Test func aClickIsOnePatchOfOneTextChangeAndFewBytes() throws {
        let harness = try PageHarness(ScreenSwitcher())
        let button = try #require(harness.id(ofElementWithText: "Increment"))
        let messages = try harness.send("click", to: button)
        let paragraph = try #require(harness.id(ofElementWithText: "Count: 1"))
        #expect(messages == [.patch(sequence: 1, acknowledged: 1, operations: [.setText(parent: paragraph, index: 0, text: "Count: 1")])])
        let json = messages[0].json
        #expect(json == #"{"p":1,"a":1,"o":[["t",4,0,"Count: 1"]]}"#)
        #expect(json.utf8.count <= 64)
    }

    @Test func anEventThatChangesNothingIsAcknowledged() throws {
        let harness = try PageHarness(ScreenSwitcher())
        let messages = try harness.send("click", to: 999)
        #expect(messages == [.acknowledged(1)])
    }

    @Test func aResentEventIsAppliedOnce() throws {
        let harness = try PageHarness(ScreenSwitcher())
        let button = try #require(harness.id(ofElementWithText: "Increment"))
        try harness.send("click", to: button)
        let count = harness.messages.count
        try harness.session.receive(
            .event(number: 1, target: button, event: "click", value: nil), expectedToken: PageHarness<ScreenSwitcher>.token)
        #expect(harness.messages[count...] == [.acknowledged(1)], "a resend is acknowledged again, not applied")
        #expect(harness.id(ofElementWithText: "Count: 1") != nil)
    }

    @Test func textIsEscapedSoDataNeverBecomesMarkup() throws {
        let harness = try PageHarness(ScreenSwitcher())
        harness.session.host.rendering.set(.rows(["<script>alert(1)</script>", "a & \"b\""], selected: nil, field: "\"><img src=x>"))
        try harness.applyAndCheck(harness.messages(after: 1))
        let html = harness.session.pageHTML
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("value=\"&quot;&gt;&lt;img src=x&gt;\""))
        #expect(html.contains("a &amp; \"b\""))
    }

    @Test func keyedRowsAreInsertedRemovedAndMovedNotRewritten() throws {
        let harness = try PageHarness(ScreenSwitcher())
        let set = { (rows: [String]) in harness.session.host.rendering.set(.rows(rows, selected: nil, field: "")) }
        set(["a", "b", "c", "d"])
        try harness.applyAndCheck(harness.messages(after: 1))
        var count = harness.messages.count
        set(["d", "a", "c", "e"])
        let patch = try #require(harness.messages(after: count).first)
        try harness.applyAndCheck([patch])
        guard case .patch(_, _, let operations) = patch else { Issue.record("not a patch: \(patch)"); return }
        #expect(operations.filter { if case .insert = $0 { true } else { false } }.count == 1, "only e is new")
        #expect(operations.filter { if case .remove = $0 { true } else { false } }.count == 1, "only b went")
        #expect(operations.contains { if case .move = $0 { true } else { false } })

        count = harness.messages.count
        harness.session.host.rendering.set(.rows(["d", "a", "c", "e"], selected: "c", field: ""))
        let selection = harness.messages(after: count)
        try harness.applyAndCheck(selection)
        guard case .patch(_, _, let selectionOperations) = selection.first else { Issue.record("no patch"); return }
        #expect(selectionOperations.count == 1, "one class attribute changes")
    }

    @Test func aOneRowChangeInAThousandRowsIsASmallPatch() throws {
        let harness = try PageHarness(ScreenSwitcher())
        let rows = (0..<1_000).map { "row \($0)" }
        harness.session.host.rendering.set(.rows(rows, selected: nil, field: ""))
        try harness.applyAndCheck(harness.messages(after: 1))
        let count = harness.messages.count
        harness.session.host.rendering.set(.rows(rows, selected: "row 500", field: ""))
        let patch = harness.messages(after: count)
        try harness.applyAndCheck(patch)
        #expect(patch.count == 1)
        #expect(patch[0].json.utf8.count < 200, "\(patch[0].json)")
    }

    @Test func anIncompatibleScreenReplacesItsSlotAndNothingElse() throws {
        let harness = try PageHarness(ScreenSwitcher())
        let count = harness.messages.count
        harness.session.host.rendering.set(.rows(["x"], selected: nil, field: ""))
        let messages = harness.messages(after: count)
        try harness.applyAndCheck(messages)
        guard case .patch(_, _, let operations) = messages.first else { Issue.record("no patch"); return }
        #expect(operations.count == 1)
        guard case .replaceContent = operations.first else { Issue.record("\(operations)"); return }
    }

    @Test func typingThatTheWorkflowTrimsIsPatchedBackAsTheValueAttribute() throws {
        let harness = try PageHarness(ScreenSwitcher())
        harness.session.host.rendering.set(.rows(["a"], selected: nil, field: ""))
        try harness.applyAndCheck(harness.messages(after: 1))
        let field = try #require(
            harness.page.children.first.flatMap { root in
                func input(_ node: PageNode) -> PageNode? { node.tag == "input" ? node : node.children.lazy.compactMap(input).first }
                return input(root)
            })
        let id = try #require(field.attributes["data-wf"].flatMap { Int($0) })
        let messages = try harness.send("input", to: id, value: " hello ")
        guard case .patch(_, let acknowledged, let operations) = messages.first else { Issue.record("no patch"); return }
        #expect(acknowledged == 1)
        #expect(operations == [.setAttribute(element: id, name: "value", value: "hello")])
    }
}

@MainActor
@Suite struct WebProtocolTests {
    @Test func joiningNeedsTheSessionsToken() throws {
        let session = WebSession(workflow: ScreenSwitcher())
        #expect(throws: WebProtocolError.badToken) {
            try session.receive(.join(token: "forged", sequence: 0, epoch: session.epoch), expectedToken: "real")
        }
    }

    @Test func eventsBeforeJoiningAndSecondJoinsAreRefused() throws {
        let session = WebSession(workflow: ScreenSwitcher())
        #expect(throws: WebProtocolError.outOfOrder("an event before join")) {
            try session.receive(.event(number: 1, target: 1, event: "click", value: nil), expectedToken: "t")
        }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        #expect(throws: WebProtocolError.outOfOrder("joined twice")) {
            try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        }
    }

    @Test func aPageThatMissedPatchesGetsThemOnJoining() throws {
        let session = WebSession(workflow: ScreenSwitcher())
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        session.host.rendering.set(.count(5))
        session.host.rendering.set(.count(6))
        #expect(messages.isEmpty, "nothing is sent before the page joins")
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        #expect(messages.map(\.kindName) == ["patch", "patch", "joined"])
    }

    @Test func aPageTooFarBehindIsReset() throws {
        let session = WebSession(workflow: ScreenSwitcher())
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        for count in 1...70 { session.host.rendering.set(.count(count)) }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        guard case .reset(let sequence, _, _, let html) = messages.last else { Issue.record("\(messages)"); return }
        #expect(sequence == 70)
        #expect(html.contains("Count: 70"))
    }

    @Test(arguments: [
        (#"{"type":"join","v":3,"token":"t","seq":4,"epoch":"k3x"}"#, ClientMessage.join(token: "t", sequence: 4, epoch: "k3x")),
        (
            #"{"type":"event","n":3,"target":7,"event":"input","value":"hi","seq":2}"#,
            ClientMessage.event(number: 3, target: 7, event: "input", value: "hi", seen: 2)
        ),
        (
            #" { "type" : "event", "n":1, "target":0, "event":"input", "value":"a\"\\\/\n\u00e9\ud83d\ude00 é", "seq":0, "extra":null } "#,
            ClientMessage.event(number: 1, target: 0, event: "input", value: "a\"\\/\n\u{e9}\u{1F600} \u{e9}", seen: 0)
        ),
        (#"{"type":"seen","seq":40}"#, ClientMessage.seen(sequence: 40)),
        (#"{"type":"leave"}"#, ClientMessage.leave),
    ])
    func validMessagesAreRead(json: String, expected: ClientMessage) throws {
        #expect(try ClientMessage(json: json) == expected)
    }

    @Test(arguments: [
        ("not json", "malformed"),
        (#"{"type":"hello"}"#, "malformed"),
        (#"{"type":"join","v":1,"token":"t","seq":0}"#, "ended"),
        (#"{"type":"join","v":4,"token":"t","seq":0}"#, "version"),
        (#"{"type":"join","v":3,"seq":0}"#, "malformed"),
        (#"{"type":"join","v":3,"token":"t","seq":0,"epoch":""}"#, "malformed"),
        (#"{"type":"join","v":3,"token":"t","seq":0}"#, "malformed"),
        (#"{"type":"event","n":0,"target":1,"event":"click"}"#, "malformed"),
        (#"{"type":"event","n":1,"target":1,"event":"mouseover"}"#, "malformed"),
        (#"{"type":"event","n":1,"target":-4,"event":"click","seq":0}"#, "malformed"),
        (#"{"type":"event","n":1,"target":4,"event":"click"}"#, "malformed"),
        (#"{"type":"event","n":1.5,"target":4,"event":"click","seq":0}"#, "malformed"),
        (#"{"type":"event","n":1,"target":4,"event":"click","seq":0,"value":{"a":1}}"#, "malformed"),
        (#"{"type":"event","n":1,"n":2,"target":4,"event":"click","seq":0}"#, "malformed"),
        (#"{"type":"event","n":1,"target":4,"event":"input","seq":0,"value":"\ud800"}"#, "malformed"),
        (#"{"type":"event","n":1,"target":4,"event":"input","seq":0,"value":"\q"}"#, "malformed"),
        (#"{"type":"leave"} {}"#, "malformed"),
        (#"{"type":"leave""#, "malformed"),
        (#"{"type":"seen"}"#, "malformed"),
        ("[1,2]", "malformed"),
    ])
    func badMessagesAreRefusedWithAClearCode(json: String, code: String) {
        #expect {
            _ = try ClientMessage(json: json)
        } throws: { error in
            (error as? WebProtocolError)?.code == code
        }
    }

    @Test func oversizedMessagesAreRefusedBeforeParsing() {
        let huge = #"{"type":"event","n":1,"target":1,"event":"input","value":""# + String(repeating: "x", count: 70_000) + #""}"#
        #expect(throws: WebProtocolError.messageTooLarge(bytes: huge.utf8.count, limit: ClientMessage.maximumBytes)) {
            _ = try ClientMessage(json: huge)
        }
    }
}

extension ServerMessage {
    var kindName: String {
        switch self {
        case .joined: "joined"
        case .patch: "patch"
        case .acknowledged: "ack"
        case .reset: "reset"
        case .stored: "stored"
        case .error: "error"
        case .location: "location"
        }
    }
}
