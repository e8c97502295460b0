import Clocks
import Testing
import Workflow
import WorkflowTesting

/// The host tester: renderings and outputs in order, and outputs nobody took fail the test.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WorkflowHostTesterTests {
    /// Counts ticks of a timer; emits an output on every second tick.
    struct Ticker: Workflow {
        var clock: TestClock<Duration>
        typealias Output = String
        func makeInitialState() -> Int { 0 }
        func render(state: Int, context: RenderContext<Ticker>) -> Int {
            TimerWorker(every: .seconds(1), clock: clock)
                .onOutput { (ticks: inout Int, _) -> String? in
                    ticks += 1
                    return ticks.isMultiple(of: 2) ? "even \(ticks)" : nil
                }
                .running(in: context, key: "tick")
            return state
        }
    }

    @Test func awaitsRenderingsAndOutputsInOrder() async {
        let clock = TestClock()
        let tester = WorkflowHostTester(workflow: Ticker(clock: clock))
        #expect(tester.rendering == 0)
        await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
        #expect(await tester.nextRendering() == 1)
        await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
        #expect(await tester.nextOutput() == "even 2")
        await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
        #expect(await tester.nextRendering(satisfying: { $0 == 3 }) == 3, "passes over the rendering for 2")
        await tester.finish()
        #expect(!tester.host.isRunning)
    }

    @Test func outputsNobodyTookFailTheTest() async {
        let clock = TestClock()
        let tester = WorkflowHostTester(workflow: Ticker(clock: clock))
        for _ in 1...2 { await clock.advanceOnceSomeTaskSleeps(by: .seconds(1)) }
        _ = await tester.nextRendering(satisfying: { $0 == 2 })
        await withKnownIssue {
            await tester.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("emitted 1 output(s) the test never took") && $0.rawValue.contains("even 2") }
        }
    }

    @Test func leftoverOutputsCanBeIgnored() async {
        let clock = TestClock()
        let tester = WorkflowHostTester(workflow: Ticker(clock: clock), unconsumedOutputs: .ignore)
        for _ in 1...2 { await clock.advanceOnceSomeTaskSleeps(by: .seconds(1)) }
        _ = await tester.nextRendering(satisfying: { $0 == 2 })
        await tester.finish()
    }

    @Test func waitingOnAStoppedHostFails() async {
        let tester = WorkflowHostTester(workflow: Ticker(clock: TestClock()))
        tester.host.stop()
        await withKnownIssue {
            _ = await tester.nextRendering()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("stopped before publishing the rendering") }
        }
        await withKnownIssue {
            _ = await tester.nextOutput()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("stopped before emitting the output") }
        }
    }

    @Test func releasingATesterWithOutputsLeftFailsToo() async {
        let clock = TestClock()
        await withKnownIssue {
            var tester: WorkflowHostTester<Ticker>? = WorkflowHostTester(workflow: Ticker(clock: clock))
            for _ in 1...2 { await clock.advanceOnceSomeTaskSleeps(by: .seconds(1)) }
            _ = await tester?.nextRendering(satisfying: { $0 == 2 })
            tester = nil  // Released without finish(): the check runs in deinit.
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("emitted 1 output(s) the test never took") }
        }
    }
}
