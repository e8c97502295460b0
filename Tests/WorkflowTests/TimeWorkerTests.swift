import Clocks
import Synchronization
import Testing
import Workflow
import WorkflowTesting

/// Workers that wait on a clock: timers, debounce, retry with back-off. Time is a test clock
/// advanced by hand; every advance first waits until the worker is asleep on that clock.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TimeWorkerTests {
    /// Counts the ticks of a one-second timer while `ticking`.
    struct Ticker: Workflow {
        var ticking: Bool
        var clock: TestClock<Duration>

        func makeInitialState() -> Int { 0 }

        func render(state ticks: Int, context: RenderContext<Ticker>) -> Int {
            if ticking {
                TimerWorker(every: .seconds(1), clock: clock)
                    .onOutput { (ticks: inout Int, _) -> Never? in
                        ticks += 1
                        return nil
                    }
                    .running(in: context, key: "tick")
            }
            return ticks
        }
    }

    @Test func timerTicksOncePerIntervalWhileDeclared() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: Ticker(ticking: true, clock: clock))
        for expected in 1...3 {
            await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
            #expect(await host.firstRendering(where: { $0 >= expected }) == expected)
        }
        host.update(workflow: Ticker(ticking: true, clock: clock))
        await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
        #expect(await host.firstRendering(where: { $0 >= 4 }) == 4, "re-rendering kept the same timer running")
    }

    @Test func timerStopsWhenNoLongerDeclared() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: Ticker(ticking: true, clock: clock))
        await clock.waitUntilSomeTaskSleeps()
        host.update(workflow: Ticker(ticking: false, clock: clock))
        await clock.waitUntilNoTaskSleeps()  // The cancelled timer left its sleep.
        await clock.advance(by: .seconds(10))
        #expect(host.rendering == 0)
        await host.shutDown()
        #expect(host.rendering == 0, "no tick arrived, even after every task returned")
    }

    /// Runs `iterator.next()` in a task, advances `clock` by `duration` once it sleeps, and
    /// returns the tick and the iterator after it.
    func tick(
        _ iterator: TimerWorker<TestClock<Duration>>.Ticks.Iterator,
        advancing clock: TestClock<Duration>,
        by duration: Duration
    ) async -> (TestClock<Duration>.Instant?, TimerWorker<TestClock<Duration>>.Ticks.Iterator) {
        let waiting = Task { [iterator] in
            var iterator = iterator
            return (await iterator.next(), iterator)
        }
        // If the test is cancelled (its time limit), the clock is never advanced: the waiting
        // task is cancelled too, so that the test fails instead of waiting for ever.
        return await withTaskCancellationHandler {
            await clock.advanceOnceSomeTaskSleeps(by: duration)
            return await waiting.value
        } onCancel: {
            waiting.cancel()
        }
    }

    @Test func timerDoesNotDriftAndDoesNotReplayMissedTicks() async {
        let clock = TestClock()
        let start = clock.now
        let iterator = TimerWorker(every: .seconds(1), clock: clock).run().makeAsyncIterator()

        let (first, afterFirst) = await tick(iterator, advancing: clock, by: .milliseconds(1_500))
        #expect(first == start.advanced(by: .seconds(1)))
        let (second, afterSecond) = await tick(afterFirst, advancing: clock, by: .milliseconds(500))
        #expect(second == start.advanced(by: .seconds(2)), "due one interval after the last deadline, not after it woke")

        await clock.advance(by: .seconds(5))  // Nobody is waiting: the ticks due at 3…7 s are missed.
        var missed = afterSecond
        #expect(await missed.next() == start.advanced(by: .seconds(7)), "one late tick, right away")
        let (next, _) = await tick(missed, advancing: clock, by: .seconds(1))
        #expect(next == start.advanced(by: .seconds(8)), "then one interval after the late tick")
    }

    // MARK: Debounce

    /// Reports each run, then returns its text.
    struct Echo: Worker {
        var text: String
        var runs: ProbeEvents

        func run() async -> String {
            runs.post("run \(text)")
            return text
        }

        func isEquivalent(to otherWorker: Echo) -> Bool { text == otherWorker.text }
    }

    /// Echoes its query once the query has been the same for 300 ms.
    struct Search: Workflow {
        var query: String
        var clock: TestClock<Duration>
        var runs: ProbeEvents

        func makeInitialState() -> [String] { [] }

        func render(state: [String], context: RenderContext<Search>) -> [String] {
            Echo(text: query, runs: runs)
                .debounced(for: .milliseconds(300), clock: clock)
                .onOutput { (state: inout [String], result: String) -> Never? in
                    state.append(result)
                    return nil
                }
                .running(in: context, key: "search")
            return state
        }
    }

    @Test func debounceRunsOnlyOnceTheInputHasSettled() async {
        let clock = TestClock()
        let runs = ProbeEvents()
        let host = WorkflowHost(workflow: Search(query: "s", clock: clock, runs: runs))
        await clock.advanceOnceSomeTaskSleeps(by: .milliseconds(200))
        host.update(workflow: Search(query: "sw", clock: clock, runs: runs))
        await clock.advance(by: .milliseconds(200))  // Past the first query's deadline.
        await clock.advanceOnceSomeTaskSleeps(by: .milliseconds(300))
        #expect(await host.firstRendering(where: { !$0.isEmpty }) == ["sw"])
        #expect(await runs.next(1) == ["run sw"], "the replaced query never ran")
    }

    @Test func debounceKeepsWaitingAcrossEquivalentRenders() async {
        let clock = TestClock()
        let runs = ProbeEvents()
        let host = WorkflowHost(workflow: Search(query: "s", clock: clock, runs: runs))
        await clock.advanceOnceSomeTaskSleeps(by: .milliseconds(200))
        host.update(workflow: Search(query: "s", clock: clock, runs: runs))
        await clock.advance(by: .milliseconds(100))  // 300 ms after the first render.
        #expect(await host.firstRendering(where: { !$0.isEmpty }) == ["s"])
    }

    // MARK: Retry

    struct LoadError: Error, Equatable {
        var attempt: Int
    }

    /// Counts attempts from any thread.
    final class Attempts: Sendable {
        private let count = Atomic(0)
        var value: Int { count.load(ordering: .sequentiallyConsistent) }
        func next() -> Int { count.add(1, ordering: .sequentiallyConsistent).newValue }
    }

    /// Loads with retries; the operation fails until attempt `succeedsOn`.
    struct Loader: Workflow {
        var policy: RetryPolicy<Duration>
        var succeedsOn: Int
        var retriesFailures = true
        var clock: TestClock<Duration>
        var attempts: Attempts

        func makeInitialState() -> Result<String, LoadError>? { nil }

        func render(state: Result<String, LoadError>?, context: RenderContext<Loader>) -> Result<String, LoadError>? {
            let (attempts, succeedsOn, retriesFailures) = (attempts, succeedsOn, retriesFailures)
            RetryingWorker(id: "load", policy: policy, clock: clock, shouldRetry: { _ in retriesFailures }) {
                () async throws(LoadError) -> String in
                let attempt = attempts.next()
                guard attempt >= succeedsOn else { throw LoadError(attempt: attempt) }
                return "loaded on attempt \(attempt)"
            }
            .onOutput { (state: inout Result<String, LoadError>?, result: Result<String, LoadError>) -> Never? in
                state = result
                return nil
            }
            .running(in: context, key: "load")
            return state
        }
    }

    @Test func retryWaitsLongerAfterEachFailureUntilItSucceeds() async {
        let clock = TestClock()
        let attempts = Attempts()
        let policy = RetryPolicy<Duration>.exponential(maxAttempts: 5, initialDelay: .seconds(1), maximumDelay: .seconds(30))
        let host = WorkflowHost(workflow: Loader(policy: policy, succeedsOn: 3, clock: clock, attempts: attempts))

        await clock.waitUntilSomeTaskSleeps()
        #expect(attempts.value == 1)
        await clock.advance(by: .seconds(1))
        await clock.waitUntilSomeTaskSleeps()
        #expect(attempts.value == 2, "retried after 1 s")
        await clock.advance(by: .seconds(1))
        #expect(attempts.value == 2, "the second wait is 2 s, so nothing happened after 1 s more")
        await clock.advance(by: .seconds(1))
        #expect(await host.firstRendering(where: { $0 != nil }) == .success("loaded on attempt 3"))
    }

    @Test func retryGivesUpAfterMaxAttemptsWithTheLastFailure() async {
        let clock = TestClock()
        let attempts = Attempts()
        let policy = RetryPolicy<Duration>.constant(maxAttempts: 2, delay: .seconds(5))
        let host = WorkflowHost(workflow: Loader(policy: policy, succeedsOn: .max, clock: clock, attempts: attempts))
        await clock.advanceOnceSomeTaskSleeps(by: .seconds(5))
        #expect(await host.firstRendering(where: { $0 != nil }) == .failure(LoadError(attempt: 2)))
        #expect(attempts.value == 2)
    }

    @Test func retryStopsAtAFailureItShouldNotRetry() async {
        let clock = TestClock()
        let attempts = Attempts()
        let policy = RetryPolicy<Duration>.constant(maxAttempts: 10, delay: .seconds(1))
        let loader = Loader(policy: policy, succeedsOn: .max, retriesFailures: false, clock: clock, attempts: attempts)
        let host = WorkflowHost(workflow: loader)
        #expect(await host.firstRendering(where: { $0 != nil }) == .failure(LoadError(attempt: 1)), "no wait, no retry")
    }

    @Test func retryCancelledWhileWaitingEmitsNothingAndTriesNoMore() async {
        let clock = TestClock()
        let attempts = Attempts()
        let policy = RetryPolicy<Duration>.constant(maxAttempts: 3, delay: .seconds(1))
        let host = WorkflowHost(workflow: Loader(policy: policy, succeedsOn: .max, clock: clock, attempts: attempts))
        await clock.waitUntilSomeTaskSleeps()
        await host.shutDown()
        #expect(attempts.value == 1)
        #expect(host.rendering == nil)
    }

    @Test func backOffGrowsByTheMultiplierUpToTheCap() {
        let policy = RetryPolicy<Duration>.exponential(
            maxAttempts: 100, initialDelay: .seconds(1), multiplier: 3, maximumDelay: .seconds(20)
        )
        #expect((1...5).map(policy.delay(afterAttempt:)) == [.seconds(1), .seconds(3), .seconds(9), .seconds(20), .seconds(20)])
        #expect(policy.delay(afterAttempt: 99) == .seconds(20))
        #expect(RetryPolicy<Duration>.constant(maxAttempts: 3, delay: .seconds(2)).delay(afterAttempt: 2) == .seconds(2))
    }
}
