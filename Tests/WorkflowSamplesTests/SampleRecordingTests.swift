import Testing
import Workflow
import WorkflowInspector
import WorkflowSamples

/// The gallery's, the game's and the to-do list's actions are `Codable`, so a recording of the
/// demo (`workflow-demo --inspect`) exports, replays, and becomes a test with "Make a test" (as
/// in `InspectorMade/`); one whose action no longer decodes is refused, naming the action.
@MainActor
struct SampleRecordingTests {
    private let actions: InspectorActionTypes = {
        var actions = InspectorActionTypes()
        actions.register(GalleryWorkflow.Action.self)
        actions.register(TicTacToeWorkflow.Action.self)
        actions.register(TodoWorkflow.Action.self)
        return actions
    }()

    /// The gallery opening tic-tac-toe, then X playing in the corner.
    private func recordedGame() async throws -> InspectorRecording {
        let inspector = WorkflowInspector(name: "gallery", actionTypes: actions)
        let host = WorkflowHost(workflow: GalleryWorkflow(), inspector: inspector)
        defer { host.stop() }
        let gallery = WorkflowPath([WorkflowPath.Component(workflowType: String(reflecting: GalleryWorkflow.self), key: "")])
        #expect(host.send(GalleryWorkflow.Action.open(.ticTacToe), toNodeAt: gallery))
        let game = WorkflowPath(
            gallery.components + [WorkflowPath.Component(workflowType: String(reflecting: TicTacToeWorkflow.self), key: "1")])
        #expect(host.send(TicTacToeWorkflow.Action.selectSpace(Position(row: 0, column: 0)), toNodeAt: game))
        return try await inspector.recording()
    }

    @Test func aRecordingOfTheGalleryReplaysItsMoves() async throws {
        let recording = try await recordedGame()
        #expect(
            recording.steps.map(\.action) == [
                String(reflecting: GalleryWorkflow.Action.self), String(reflecting: TicTacToeWorkflow.Action.self),
            ])
        let replay = try RecordingReplay(
            try InspectorRecording(json: Array(recording.json.utf8)), workflow: GalleryWorkflow(), actionTypes: actions)
        defer { replay.host.stop() }
        #expect(replay.renderingText.contains(#"currentPlayerName: "Bob""#))
        #expect(replay.renderingText.components(separatedBy: ".filled(.x)").count == 2)
    }

    @Test func aRecordedMoveThatNoLongerDecodesIsRefusedNamingTheAction() async throws {
        var recording = try await recordedGame()
        // As if the game's action had been renamed since the recording was made.
        recording.steps[1].value = .object(["playAt": .object(["_0": .object(["row": .integer(0), "column": .integer(0)])])])
        let expected = String(reflecting: TicTacToeWorkflow.Action.self)
        do {
            let replay = try RecordingReplay(recording, workflow: GalleryWorkflow(), actionTypes: actions)
            replay.host.stop()
            Issue.record("the recording replayed")
        } catch {
            guard case .undecodableAction(step: 1, type: expected, _) = error else {
                Issue.record("expected the move to be refused as undecodable, got \(error)")
                return
            }
            #expect(error.description.contains(expected))
        }
    }
}
