import Testing
import Workflow
import WorkflowPlatform

/// Misuse of the runtime options and the debugger stops the program with a message naming it.
@Suite struct DebuggingProgrammerErrorTests {
    @Test func seekingOutsideTheLogStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let replay = ActionLogReplay(workflow: Counter(), log: ActionLog())
                    try? replay.seek(toStep: 2)
                }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("ActionLogReplay.seek(toStep: 2): the log has 0 steps, so the step must be in 0...0"))
    }

    @Test func aMisspeltOptionInTheEnvironmentStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                setenv(RuntimeConfiguration.environmentVariable, "partialTreeRendering,renderLess", 1)
                _ = RuntimeConfiguration.default
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                #"WORKFLOW_RUNTIME_OPTIONS: "renderLess" is not a runtime option; the options are renderOnlyWhenStateChanged, partialTreeRendering, conflateActions."#
            ))
    }
}
