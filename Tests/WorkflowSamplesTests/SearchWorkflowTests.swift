import Clocks
import Testing
import Workflow
import WorkflowSamples
import WorkflowTesting

/// The search sample: debounced typing, a search worker replaced when the query changes.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchWorkflowTests {
    @Test func searchesOnceTypingPausesAndShowsTheResults() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: SearchWorkflow(clock: clock))
        #expect(host.rendering.status == .idle)

        host.rendering.onQueryChanged("pro")
        #expect(host.rendering.status == .searching)
        // Through the debounce (300 ms) and the search (200 ms) in small steps: the spinner's
        // timer sleeps on the same clock, so "once some task sleeps" could move time before the
        // debounce or the search had started waiting, and their deadlines would be missed.
        await clock.advance(by: .milliseconds(50), until: { host.rendering.status == .done })
        #expect(host.rendering.results == ["Structured Programming", "Types and Programming Languages"])
    }

    @Test func typingAgainReplacesThePendingSearch() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: SearchWorkflow(clock: clock))
        var shownResults: [[String]] = []
        host.onRendering { shownResults.append($0.results) }

        host.rendering.onQueryChanged("s")
        await clock.advance(by: .milliseconds(400))  // Past the debounce: searching for "s".
        host.rendering.onQueryChanged("sw")
        await clock.advance(by: .milliseconds(50), until: { host.rendering.status == .done })

        #expect(host.rendering.query == "sw")
        #expect(host.rendering.results == ["Swift Concurrency in Practice"])
        #expect(shownResults.allSatisfy { $0.count <= 1 }, "the results for \"s\" were never shown")
    }

    @Test func pickingAResultIsTheOutput() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: SearchWorkflow(clock: clock))
        var picked: [String] = []
        host.onOutput { picked.append($0) }
        host.rendering.onResultSelected("The Workflow Pattern")
        #expect(picked == ["The Workflow Pattern"])
    }

    @Test func clearingTheQueryStopsSearching() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: SearchWorkflow(clock: clock))
        host.rendering.onQueryChanged("s")
        await clock.waitUntilSomeTaskSleeps()
        host.rendering.onQueryChanged("")
        await clock.waitUntilNoTaskSleeps()
        #expect(host.rendering.status == .idle)
        #expect(host.rendering.results.isEmpty)
    }
}

/// The documentation's worked example, kept compiling and passing.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchDocumentationExampleTests {
    @Test func typingReplacesTheQuery() {
        SearchWorkflow<TestClock<Duration>>.Action
            .tester(withState: .init())
            .send(action: .changeQuery("s"))
            .verifyState { #expect($0.query == "s") }
            .send(action: .select("The Workflow Pattern"))
            .assert(output: "The Workflow Pattern")
    }

    @Test func typingAgainReplacesThePendingSearch() async {
        let clock = TestClock()
        let tester = WorkflowHostTester(workflow: SearchWorkflow(clock: clock))
        tester.rendering.onQueryChanged("s")
        await clock.advance(by: .milliseconds(400))
        tester.rendering.onQueryChanged("sw")
        await clock.advance(by: .milliseconds(50), until: { tester.rendering.status == .done })
        #expect(tester.rendering.results == ["Swift Concurrency in Practice"])
        await tester.finish()
    }
}
