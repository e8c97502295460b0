import Testing
import WorkflowSamples

/// The line-based front end that the `tictactoe` demo wires to standard input and output.
@MainActor
@Suite struct TicTacToeConsoleTests {
    @Test func parsesRowAndColumnCountedFromOne() throws {
        #expect(try MoveInput.parse("2 3").get() == Position(row: 1, column: 2))
        #expect(try MoveInput.parse(" 1,1 ").get() == Position(row: 0, column: 0))
        #expect(try MoveInput.parse("9 9").get() == Position(row: 8, column: 8), "range is the game's to check")
    }

    @Test(arguments: ["", "hello", "1", "1 2 3", "a b"])
    func refusesGarbage(line: String) {
        #expect(throws: MoveInput.Unreadable.self) { try MoveInput.parse(line).get() }
    }

    @Test func unreadableLinesAreExplained() {
        #expect(
            MoveInput.Unreadable(line: "  hi ").description
                == "Could not read \"hi\" as a move: type a row and a column from 1 to 3, like \"2 3\".")
        #expect(MoveInput.Unreadable(line: "").description.hasPrefix("Could not read an empty line"))
    }

    @Test func aWholeGamePlaysToTheEnd() {
        let console = TicTacToeConsole(playerX: "Ann", playerO: "Bob")
        #expect(console.screen.hasSuffix("Ann (X), your move (row column): "))
        var transcript = ""
        for line in ["1 1", "garbage", "1 1", "2 1", "1 2", "2 2", "1 3"] {
            transcript += console.enter(line)
        }
        #expect(console.isFinished)
        #expect(console.outcome == .won(.x))
        #expect(transcript.contains("Could not read \"garbage\" as a move"))
        #expect(transcript.contains("Row 1, column 1 is already taken by X."))
        #expect(transcript.hasSuffix("Ann (X) wins!\n"))
        #expect(
            console.screen == """
                    1   2   3
                1   X | X | X
                   ---+---+---
                2   O | O |  
                   ---+---+---
                3     |   |  
                Ann (X) wins!

                """)
    }
}
