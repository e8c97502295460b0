import Testing
import Workflow
import WorkflowInspector

/// What the inspector records of a live host: the tree, the actions with their diffs, the
/// renders they caused, the side effects that ran, within the ring buffer's bounds.
@MainActor
struct RecordingTests {
    @Test func treeShowsEachNodeWithItsStateAndRenders() throws {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.tally.tap()

        let tree = try #require(inspector.snapshot().tree)
        #expect(tree.workflowType == "ScoreWorkflow")
        #expect(tree.stateSummary.contains("score: 1"))
        #expect(tree.renderCount == 2)
        let tally = try #require(tree.children.first)
        #expect(tally.key == "tally")
        #expect(tally.state == "1")
        #expect(tally.renderCount == 2)
        #expect(tally.renderedInLastUpdate)
        #expect(tally.path.hasSuffix("TallyWorkflow[\"tally\"]"))
    }

    @Test func stateSummaryIsOneLineWithNoSpaceJustInsideBrackets() throws {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.rename("renamed")

        let tree = try #require(inspector.snapshot().tree)
        #expect(tree.stateSummary == #"ScoreWorkflow.State(score: 0, label: "renamed", listening: false)"#)
    }

    @Test func onlyTheNodesAnUpdateRenderedAreMarked() throws {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.rename("renamed")

        let tree = try #require(inspector.snapshot().tree)
        #expect(tree.renderedInLastUpdate)
        // Partial tree rendering leaves the unchanged child alone; without it the child renders too.
        #expect(tree.children[0].renderedInLastUpdate == !host.configuration.partialTreeRendering)
    }

    @Test func anActionIsRecordedWithItsSourceDiffOutputAndRenders() throws {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.tally.tap()

        let actions = inspector.snapshot().actions
        try #require(actions.count == 2)
        let tap = actions[0]
        #expect(tap.actionType == "TallyWorkflow.Action")
        #expect(tap.action == "TallyWorkflow.Action.tap")
        #expect(tap.source == .sink)
        #expect(tap.step == 0)
        #expect(tap.output == "1")
        #expect(tap.diff == "- 0\n+ 1")
        let tallied = actions[1]
        #expect(tallied.action == "ScoreWorkflow.Action.tallied(1)")
        #expect(tallied.source == .childOutput(childID: tap.nodeID))
        #expect(tallied.step == nil)
        let diff = try #require(tallied.diff)
        #expect(diff.contains("-   score: 0,") && diff.contains("+   score: 1,"))
        #expect(Set(tap.renderedNodeIDs) == Set([tap.nodeID, tallied.nodeID]))
        #expect(tap.renderDuration != nil)
    }

    @Test func anActionThatChangesNothingHasNoDiff() {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.rename("start")
        #expect(inspector.snapshot().actions.first?.diff == nil)
    }

    @Test func sideEffectsAreLoggedWhenTheyStartAndEnd() {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        host.rendering.toggleListening()
        #expect(inspector.snapshot().running.contains { $0.kind == .sideEffect && $0.name == "\"listener\"" })
        host.rendering.toggleListening()

        let snapshot = inspector.snapshot()
        #expect(!snapshot.running.contains { $0.kind == .sideEffect })
        let ended = snapshot.events.compactMap { event -> InspectorLifetime? in
            guard case .ended(let lifetime) = event.kind else { return nil }
            return lifetime
        }
        #expect(ended.map(\.name) == ["\"listener\""])
    }

    @Test func theRingBufferKeepsTheNewestEvents() {
        let inspector = makeInspector(capacity: 3)
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        for _ in 0..<5 { host.rendering.add() }

        let snapshot = inspector.snapshot()
        #expect(snapshot.events.count == 3)
        #expect(snapshot.droppedEvents > 0)
        #expect(snapshot.events.map(\.id) == [snapshot.events[0].id, snapshot.events[0].id + 1, snapshot.events[0].id + 2])
        #expect(snapshot.stepCount == 5)
    }

    @Test func aHostWithoutAnInspectorRunsAsUsual() {
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: nil)
        host.rendering.add()
        #expect(host.rendering.score == 1)
    }

    @Test func changesAnnounceEachCommit() async {
        let inspector = makeInspector()
        let host = WorkflowHost(workflow: ScoreWorkflow(), inspector: inspector)
        var changes = inspector.changes().makeAsyncIterator()
        host.rendering.add()
        #expect(await changes.next() == inspector.snapshot().version)
    }
}
