import Testing
import Workflow
@testable import WorkflowWebUI

/// The connection is cut, or the server restarted from its store, at every step of a scripted
/// session: each time, the page ends exactly where the uninterrupted run ends.
@MainActor
@Suite struct ReconnectTests {
    enum Step: CustomStringConvertible {
        case type(String)
        case click(String)

        var description: String {
            switch self {
            case .type(let text): "type \(text)"
            case .click(let label): "click \(label)"
            }
        }
    }

    static let script: [Step] = [
        .type("milk"), .click("Add"), .type("eggs"), .click("Add"), .click("+1 milk"), .click("+1 eggs"),
        .click("+1 milk"), .click("Remove eggs"), .type("tea"), .click("Add"), .click("+1 tea"),
    ]

    enum Interruption: CaseIterable, CustomStringConvertible {
        /// The connection drops just before the step's event would go out.
        case beforeSending
        /// The server applies the event, but everything it answers is lost.
        case losingTheAnswer
        /// The server dies after the step; its store had everything but the step's event.
        case restartOneEventBehind
        /// The server dies after the step; its store lags two events behind.
        case restartTwoEventsBehind

        var description: String {
            switch self {
            case .beforeSending: "cut before sending"
            case .losingTheAnswer: "cut losing the answer"
            case .restartOneEventBehind: "restart, store one event behind"
            case .restartTwoEventsBehind: "restart, store two events behind"
            }
        }
    }

    /// What a store holds: the snapshot and the last event it includes.
    struct Stored {
        var snapshot: WorkflowSnapshot
        var lastEvent: Int
    }

    func perform(_ step: Step, on page: ReplayingPage<TallyWorkflow>) throws {
        switch step {
        case .type(let text): try page.type(text)
        case .click(let label): try page.click(label)
        }
    }

    /// Runs the script, interrupted at `interruptedStep` (if any), and returns the final page.
    func run(interrupting interruptedStep: Int?, by interruption: Interruption, durable: Bool) throws -> ReplayingPage<TallyWorkflow> {
        let page = try ReplayingPage(WebSession(workflow: TallyWorkflow()), durable: durable)
        var stores: [Stored] = [Stored(snapshot: page.session.host.snapshot(), lastEvent: 0)]
        for (index, step) in Self.script.enumerated() {
            guard index == interruptedStep else {
                try perform(step, on: page)
                try page.deliver()
                stores.append(Stored(snapshot: page.session.host.snapshot(), lastEvent: page.session.lastAppliedEvent))
                // A store two events behind has not written the step before the restart.
                let lagging = interruption == .restartTwoEventsBehind && index + 1 == interruptedStep
                if !lagging { try page.storedUpTo(page.session.lastAppliedEvent) }
                continue
            }
            switch interruption {
            case .beforeSending:
                page.cut()
                try perform(step, on: page)
                try page.connect()
            case .losingTheAnswer:
                try perform(step, on: page)
                page.cut()
                try page.connect()
            case .restartOneEventBehind, .restartTwoEventsBehind:
                try perform(step, on: page)
                try page.deliver()
                let behind = interruption == .restartOneEventBehind ? 1 : 2
                let stored = stores[max(0, stores.count - behind)]
                page.serverRestarted(
                    as: WebSession(workflow: TallyWorkflow(), restoringFrom: stored.snapshot, lastAppliedEvent: stored.lastEvent))
                try page.connect()
            }
            try page.deliver()
            stores.append(Stored(snapshot: page.session.host.snapshot(), lastEvent: page.session.lastAppliedEvent))
            try page.storedUpTo(page.session.lastAppliedEvent)
        }
        return page
    }

    @Test(arguments: Interruption.allCases)
    func anInterruptionAtAnyStepEndsWhereTheUninterruptedRunEnds(_ interruption: Interruption) throws {
        let durable = interruption == .restartOneEventBehind || interruption == .restartTwoEventsBehind
        let uninterrupted = try run(interrupting: nil, by: interruption, durable: durable)
        #expect(uninterrupted.visibleText.contains("milk: 2"))
        #expect(uninterrupted.visibleText.contains("tea: 1"))
        for step in Self.script.indices {
            let interrupted = try run(interrupting: step, by: interruption, durable: durable)
            #expect(
                interrupted.visibleText == uninterrupted.visibleText,
                "\(interruption) at step \(step + 1) (\(Self.script[step]))"
            )
            #expect(try interrupted.matchesServer(), "the page is the server's page after \(interruption) at step \(step + 1)")
            #expect(interrupted.pending.isEmpty, "every event was stored or applied")
        }
    }

    @Test func aPageKeepsAppliedEventsUntilTheyAreStoredWhenTheSessionIsStored() throws {
        let page = try ReplayingPage(WebSession(workflow: TallyWorkflow()), durable: true)
        try page.type("milk")
        try page.deliver()
        #expect(page.pending.map(\.number) == [1], "applied, not yet stored")
        try page.storedUpTo(1)
        #expect(page.pending.isEmpty)
    }

    @Test func aPageOfAnotherEpochIsResetWithTheRestoredSessionsPage() throws {
        let first = WebSession(workflow: TallyWorkflow())
        let restored = WebSession(workflow: TallyWorkflow(), restoringFrom: first.host.snapshot(), lastAppliedEvent: 7)
        var messages: [ServerMessage] = []
        restored.onMessage = { messages.append($0) }
        try restored.receive(.join(token: "t", sequence: 0, epoch: first.epoch), expectedToken: "t")
        guard case .reset(_, let acknowledged, let epoch, _) = messages.first else {
            Issue.record("expected a reset, got \(messages)")
            return
        }
        #expect(acknowledged == 7)
        #expect(epoch == restored.epoch)
        #expect(epoch != first.epoch)
    }
}
