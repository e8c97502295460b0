import Testing
import Workflow
import WorkflowInspector

/// A counter that saves its state, so a snapshot of its tree restores it whole.
struct SavedCounter: SnapshottingWorkflow {
    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<SavedCounter>) -> () -> Void {
        let sink = context.makeSink(of: Increment.self)
        return { sink.send(Increment()) }
    }

    struct Increment: WorkflowAction, Codable {
        typealias WorkflowType = SavedCounter

        func apply(toState state: inout Int, context: ApplyContext<SavedCounter>) -> Never? {
            state += 1
            return nil
        }
    }
}

/// Time travel in a long recording: a jump replays from the nearest checkpoint (a snapshot of
/// a replay host, every 1,000 steps) instead of from the start, when the tree's snapshot
/// restores it whole.
@MainActor
struct CheckpointTests {
    @Test func aJumpToALateStepReplaysOnlyTheStepsAfterTheNearestCheckpoint() async throws {
        let inspector = makeInspector(capacity: 10)
        let host = WorkflowHost(workflow: SavedCounter(), inspector: inspector)
        for _ in 0..<2_500 { host.rendering() }

        // The first jump replays from the start, leaving checkpoints at 1,000 and 2,000.
        let first = try await inspector.frame(atStep: 2_400)
        #expect(first.replayedFrom == 0)
        #expect(first.tree.state == "2400")

        // Later jumps replay 450 and 234 steps, not 2,450 and 1,234.
        let late = try await inspector.frame(atStep: 2_450)
        #expect(late.replayedFrom == 2_000)
        #expect(late.tree.state == "2450")
        let earlier = try await inspector.frame(atStep: 1_234)
        #expect(earlier.replayedFrom == 1_000)
        #expect(earlier.tree.state == "1234")
        #expect(try await inspector.frame(atStep: 999).replayedFrom == 0)
        #expect(inspector.snapshot().stepCount == 2_500)
    }

    @Test func aTreeWhoseSnapshotDoesNotRestoreItIsReplayedFromTheStart() async throws {
        // ScoreWorkflow's state is not saved in snapshots: a checkpoint would restart it at 0.
        let inspector = makeInspector(capacity: 10)
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        for _ in 0..<1_100 { host.rendering.add() }

        for _ in 0..<2 {
            let frame = try await inspector.frame(atStep: 1_050)
            #expect(frame.replayedFrom == 0)
            #expect(frame.tree.stateSummary.contains("score: 1050"))
        }
    }
}
