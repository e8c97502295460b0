import Clocks
import Testing
import Workflow
import WorkflowSamples
import WorkflowTesting

/// The stopwatch sample: a timer subscription declared only while running.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct StopwatchWorkflowTests {
    @Test func countsSecondsWhileRunning() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: StopwatchWorkflow(clock: clock))
        host.rendering.onStartOrPause()
        for second in 1...3 {
            await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
            #expect(await host.firstRendering(where: { $0.elapsedSeconds == second }).elapsedText == "00:0\(second)")
        }
    }

    @Test func pausingCancelsTheTimerAndResetGoesBackToZero() async {
        let clock = TestClock()
        let host = WorkflowHost(workflow: StopwatchWorkflow(clock: clock))
        host.rendering.onStartOrPause()
        await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
        _ = await host.firstRendering(where: { $0.elapsedSeconds == 1 })

        host.rendering.onStartOrPause()
        await clock.waitUntilNoTaskSleeps()
        await clock.advance(by: .seconds(60))
        #expect(host.rendering.elapsedSeconds == 1)
        #expect(!host.rendering.isRunning)

        host.rendering.onReset()
        #expect(host.rendering.elapsedSeconds == 0)
    }

    @Test func formatsMinutesAndSeconds() {
        let screen = StopwatchScreen(elapsedSeconds: 65, isRunning: false, onStartOrPause: {}, onReset: {})
        #expect(screen.elapsedText == "01:05")
        #expect(StopwatchScreen(elapsedSeconds: 600, isRunning: false, onStartOrPause: {}, onReset: {}).elapsedText == "10:00")
    }
}
