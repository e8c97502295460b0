import Testing
import Workflow
import WorkflowInspector

/// Time travel: the recording replayed in hosts of its own, the live host untouched.
@MainActor
struct ReplayTests {
    @Test func aFrameShowsTheAppAsItWasAfterThatStep() async throws {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.add()
        host.rendering.tally.tap()
        host.rendering.add()

        let start = try await inspector.frame(atStep: 0)
        #expect(start.tree.stateSummary.contains("score: 0"))
        let second = try await inspector.frame(atStep: 2)
        #expect(second.stepCount == 3)
        #expect(second.tree.stateSummary.contains("score: 2"))
        #expect(second.tree.children[0].state == "1")
        #expect(second.rendering.contains("score: 2"))
        // Back again: each frame starts over from the recording's start.
        let first = try await inspector.frame(atStep: 1)
        #expect(first.tree.stateSummary.contains("score: 1"))
        #expect(host.rendering.score == 3)
    }

    @Test func aStepOutsideTheRecordingIsRefused() async {
        let inspector = makeInspector()
        _ = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        await #expect(throws: InspectorError.stepOutOfRange(step: 4, stepCount: 0)) {
            try await inspector.frame(atStep: 4)
        }
    }

    @Test func anInspectorWithoutAHostSaysSo() async {
        await #expect(throws: InspectorError.notAttached) {
            try await makeInspector().frame(atStep: 0)
        }
    }
}
