import Testing
import Workflow
import WorkflowSamples

/// A sample played part-way, saved as bytes and restored in a new host, renders the same.
@MainActor
@Suite struct SampleSnapshotTests {
    @Test func ticTacToeHalfWayResumesFromItsBytes() throws {
        let game = TicTacToeWorkflow(playerX: "Ann", playerO: "Bob")
        let host = WorkflowHost(workflow: game)
        for (row, column) in [(0, 0), (1, 1), (0, 1), (0, 1)] {  // the last move is refused
            host.rendering.onSpaceSelected(Position(row: row, column: column))
        }
        let bytes = host.snapshot().bytes

        let restored = WorkflowHost(workflow: game, restoringFrom: try WorkflowSnapshot(bytes: bytes))
        #expect(restored.rendering.text == host.rendering.text)
        #expect(restored.rendering.board == host.rendering.board)
        #expect(restored.rendering.currentPlayer == .o)
        #expect(restored.rendering.problem == host.rendering.problem)

        // The restored game goes on from there.
        restored.rendering.onSpaceSelected(Position(row: 2, column: 2))
        restored.rendering.onSpaceSelected(Position(row: 0, column: 2))
        #expect(restored.rendering.outcome == .won(.x))
    }

    @Test func emailBrowserKeepsItsSelection() throws {
        let browser = EmailBrowserWorkflow(mailbox: .sample)
        let host = WorkflowHost(workflow: browser)
        host.rendering.leading.onMessageSelected(MessageID(2))
        let bytes = host.snapshot().bytes

        let restored = WorkflowHost(workflow: browser, restoringFrom: try WorkflowSnapshot(bytes: bytes))
        #expect(restored.rendering.trailing == host.rendering.trailing)
        #expect(restored.rendering.trailing.from == "Grace")
        #expect(restored.rendering.leading.rows == host.rendering.leading.rows)
    }
}
