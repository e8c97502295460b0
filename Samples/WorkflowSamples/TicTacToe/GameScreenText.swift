extension GameScreen {
    /// The screen as lines of text: the board with row and column numbers, then the status.
    public var text: String {
        var lines = ["    1   2   3"]
        for (index, row) in board.rows.enumerated() {
            let cells = row.map { space -> String in
                switch space {
                case .unfilled: " "
                case .filled(let player): player.rawValue
                }
            }
            lines.append("\(index + 1)   " + cells.joined(separator: " | "))
            if index < Board.size - 1 { lines.append("   ---+---+---") }
        }
        if let problem { lines.append(problem.description) }
        switch outcome {
        case .won(let player)?: lines.append("\(currentPlayerName) (\(player.rawValue)) wins!")
        case .draw?: lines.append("It's a draw.")
        case nil: break
        }
        return lines.joined(separator: "\n")
    }

    /// The question asked of the current player while the game is on.
    public var prompt: String {
        "\(currentPlayerName) (\(currentPlayer.rawValue)), your move (row column): "
    }
}
