import Testing
import Workflow
import WorkflowSamples

@MainActor
@Suite struct TicTacToeWorkflowTests {
    func play(_ moves: [(Int, Int)], on host: WorkflowHost<TicTacToeWorkflow>) {
        for (row, column) in moves {
            host.rendering.onSpaceSelected(Position(row: row, column: column))
        }
    }

    @Test func playersTakeTurns() {
        let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
        #expect(host.rendering.currentPlayer == .x)
        #expect(host.rendering.currentPlayerName == "Ann")
        play([(1, 1)], on: host)
        #expect(host.rendering.board[Position(row: 1, column: 1)] == .filled(.x))
        #expect(host.rendering.currentPlayer == .o)
        #expect(host.rendering.currentPlayerName == "Bob")
    }

    @Test func aCompletedLineWinsAndIsEmittedAsOutput() {
        let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
        var outcomes: [GameOutcome] = []
        host.onOutput { outcomes.append($0) }
        play([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)], on: host)
        #expect(outcomes == [.won(.x)])
        #expect(host.rendering.outcome == .won(.x))
        #expect(host.rendering.currentPlayerName == "Ann")
    }

    @Test(arguments: [
        [(0, 2), (0, 0), (1, 1), (2, 2), (2, 0)],  // anti-diagonal for X
        [(0, 0), (0, 1), (1, 0), (1, 1), (2, 2), (2, 1)],  // middle column for O
    ])
    func everyKindOfLineWins(moves: [(Int, Int)]) {
        let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
        var outcomes: [GameOutcome] = []
        host.onOutput { outcomes.append($0) }
        play(moves, on: host)
        #expect(outcomes.count == 1)
        #expect(outcomes.first == .won(moves.count.isMultiple(of: 2) ? .o : .x))
    }

    @Test func aNewGameIsOfferedOnlyAfterAResultAndStartsAnEmptyBoardWithXToPlay() throws {
        let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
        #expect(host.rendering.onNewGame == nil, "no new game while the first is played")
        play([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)], on: host)
        let newGame = try #require(host.rendering.onNewGame, "a won game offers a new one")
        newGame()
        #expect(host.rendering.outcome == nil)
        #expect(host.rendering.problem == nil)
        #expect(host.rendering.board == Board())
        #expect(host.rendering.currentPlayerName == "Ann")
        #expect(host.rendering.onNewGame == nil)
        play([(2, 2)], on: host)
        newGame()
        #expect(host.rendering.board[Position(row: 2, column: 2)] == .filled(.x), "a stale new-game event leaves a game in play alone")
    }

    @Test func aFullBoardWithoutALineIsADraw() {
        let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
        var outcomes: [GameOutcome] = []
        host.onOutput { outcomes.append($0) }
        // X O X / X O O / O X X
        play([(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)], on: host)
        #expect(outcomes == [.draw])
        #expect(host.rendering.board.isFull)
    }

    @Test func badMovesAreRefusedWithAReasonAndChangeNothing() {
        let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
        play([(0, 0)], on: host)
        let board = host.rendering.board

        play([(0, 0)], on: host)
        #expect(host.rendering.problem == .taken(Position(row: 0, column: 0), by: .x))
        #expect(host.rendering.board == board)
        #expect(host.rendering.currentPlayer == .o)

        play([(3, 0)], on: host)
        #expect(host.rendering.problem == .offBoard(Position(row: 3, column: 0)))
        play([(-1, 2)], on: host)
        #expect(host.rendering.problem == .offBoard(Position(row: -1, column: 2)))
        #expect(host.rendering.board == board)

        play([(2, 2)], on: host)
        #expect(host.rendering.problem == nil, "an accepted move clears the problem")
    }

    @Test func movesAfterTheEndAreRefused() {
        let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
        var outcomes: [GameOutcome] = []
        host.onOutput { outcomes.append($0) }
        play([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (2, 2)], on: host)
        #expect(host.rendering.problem == .gameOver)
        #expect(host.rendering.board[Position(row: 2, column: 2)] == .unfilled)
        #expect(outcomes == [.won(.x)])
    }

    @Test func problemsReadAsSentences() {
        #expect(MoveProblem.taken(Position(row: 0, column: 1), by: .o).description == "Row 1, column 2 is already taken by O.")
        #expect(
            MoveProblem.offBoard(Position(row: 3, column: 0)).description == "There is no row 4, column 1: rows and columns go from 1 to 3."
        )
    }
}
