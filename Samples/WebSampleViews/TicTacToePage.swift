import WorkflowSamples
import WorkflowWebUI

/// Tic-tac-toe: the board as nine buttons, and the game's status.
enum TicTacToePage {
    static func content(_ screen: GameScreen) -> WebElement {
        div {
            h1("Tic-tac-toe")
            p(status(of: screen)).class("status")
            div {
                for row in 0..<Board.size {
                    for column in 0..<Board.size {
                        let position = Position(row: row, column: column)
                        cell(screen.board[position], at: position, onSelect: screen.onSpaceSelected)
                    }
                }
            }
            .class("board")
            if let problem = screen.problem {
                p(problem.description).class("problem")
            }
        }
        .class("card")
    }

    private static func cell(_ space: Board.Space, at position: Position, onSelect: @escaping (Position) -> Void) -> WebElement {
        let mark: String =
            switch space {
            case .unfilled: ""
            case .filled(let player): player.rawValue
            }
        return button(mark) { onSelect(position) }
            .class(mark.lowercased())
            .attribute("aria-label", "Row \(position.row + 1), column \(position.column + 1)\(mark.isEmpty ? "" : ": \(mark)")")
    }

    private static func status(of screen: GameScreen) -> String {
        switch screen.outcome {
        case .won(let player)?: "\(screen.currentPlayerName) (\(player.rawValue)) wins!"
        case .draw?: "It's a draw."
        case nil: "\(screen.currentPlayerName) (\(screen.currentPlayer.rawValue)) to play"
        }
    }
}
