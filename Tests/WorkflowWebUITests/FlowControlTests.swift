import Testing
import Workflow
import WorkflowWebUI

/// A page that stops reporting progress (a stalled tab, a client that stops reading) holds the
/// server to a bounded backlog, and gets what it missed when it catches up.
@MainActor
@Suite struct FlowControlTests {
    let limit = WebSession<ScreenSwitcher>.unacknowledgedPatchLimit

    func joinedSession() throws -> (WebSession<ScreenSwitcher>, () -> [ServerMessage]) {
        let session = WebSession(workflow: ScreenSwitcher())
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        messages.removeAll()
        return (
            session,
            {
                defer { messages.removeAll() }; return messages
            }
        )
    }

    func patchNumbers(_ messages: [ServerMessage]) -> [Int] {
        messages.compactMap { if case .patch(let number, _, _) = $0 { number } else { nil } }
    }

    @Test func patchesBeyondTheLimitAreHeldUntilThePageReportsProgress() throws {
        let (session, taken) = try joinedSession()
        for count in 1...(limit + 10) { session.host.rendering.set(.count(count)) }
        // The page said nothing: only the first `limit` patches went out.
        #expect(patchNumbers(taken()) == Array(1...limit))
        // It has applied the first 20: the held ones go out, in order, and nothing twice.
        try session.receive(.seen(sequence: 20), expectedToken: "t")
        #expect(patchNumbers(taken()) == Array((limit + 1)...(limit + 10)))
        session.host.rendering.set(.count(0))
        #expect(patchNumbers(taken()) == [limit + 11])
    }

    @Test func aPageThatFellFurtherBehindThanTheHistoryGetsAReset() throws {
        let (session, taken) = try joinedSession()
        for count in 1...(limit + 70) { session.host.rendering.set(.count(count)) }
        #expect(patchNumbers(taken()).count == limit)
        try session.receive(.seen(sequence: limit), expectedToken: "t")
        let caughtUp = taken()
        guard case .reset(let sequence, _, _, let html) = caughtUp.last, caughtUp.count == 1 else {
            Issue.record("expected one reset, got \(caughtUp.map(\.kindName))")
            return
        }
        #expect(sequence == limit + 70)
        #expect(html.contains("Count: \(limit + 70)"))
    }

    @Test func anEventReportsProgressToo() throws {
        let (session, taken) = try joinedSession()
        for count in 1...(limit + 1) { session.host.rendering.set(.count(count)) }
        #expect(patchNumbers(taken()).count == limit)
        // A click on nothing (id 999999 is on no page) still says how far the page got.
        try session.receive(.event(number: 1, target: 999_999, event: "click", value: nil, seen: limit), expectedToken: "t")
        #expect(patchNumbers(taken()) == [limit + 1])
    }

    @Test func progressBeyondWhatWasSentCountsAsTheLatestSent() throws {
        let (session, taken) = try joinedSession()
        for count in 1...(limit + 5) { session.host.rendering.set(.count(count)) }
        _ = taken()
        // A page claiming patches it never got does not skip the held ones.
        try session.receive(.seen(sequence: 10_000), expectedToken: "t")
        #expect(patchNumbers(taken()) == Array((limit + 1)...(limit + 5)))
    }
}

extension FlowControlTests {
    @Test func patchesAfterAResetAreNotHeldForTheJump() throws {
        let session = WebSession(workflow: ScreenSwitcher())
        var messages: [ServerMessage] = []
        session.onMessage = { messages.append($0) }
        for count in 1...70 { session.host.rendering.set(.count(count)) }
        // A page at patch 0 joins a session 70 patches on: it gets the whole page…
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        #expect(messages.last?.kindName == "reset")
        messages.removeAll()
        // …and the next change at once, without first saying it took the reset.
        session.host.rendering.set(.count(71))
        #expect(patchNumbers(messages) == [71])
    }
}
