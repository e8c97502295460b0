import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The tic-tac-toe board: a button per cell, the status line and any refused move.
final class TicTacToeView: TerminalView, TerminalScreenView {
    private let status = TextView(style: CellStyle.plain.bold)
    private let problem = TextView(style: CellStyle(foreground: .red))
    private let cells: [[ButtonView]] = (0..<Board.size).map { _ in (0..<Board.size).map { _ in ButtonView() } }

    override init() {
        super.init()
        var rows: [(TerminalView, StackView.Length)] = []
        for row in cells {
            let line = StackView(.horizontal, spacing: 1)
            line.setItems(row.map { ($0, .fit) })
            rows.append((line, .fixed(1)))
        }
        let board = StackView(.vertical, spacing: 1)
        board.setItems(rows)
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([
            (status, .fit),
            (board, .fit),
            (problem, .fit),
            (TextView("Arrows move · Enter plays · Esc back to the menu", style: hintStyle), .fit),
        ])
        setChildren([PanelView(title: "Tic-tac-toe", content: stack)])
    }

    func update(with screen: GameScreen, in environment: ViewEnvironment) {
        switch screen.outcome {
        case .won(let player)?: status.text = "\(screen.currentPlayerName) (\(player.rawValue)) wins!"
        case .draw?: status.text = "It's a draw."
        case nil: status.text = "\(screen.currentPlayerName) (\(screen.currentPlayer.rawValue)) to play"
        }
        problem.text = screen.problem?.description ?? ""
        for (rowIndex, row) in cells.enumerated() {
            for (columnIndex, button) in row.enumerated() {
                let position = Position(row: rowIndex, column: columnIndex)
                switch screen.board[position] {
                case .unfilled: button.title = " "
                case .filled(let player): button.title = player.rawValue
                }
                button.onPress = { screen.onSpaceSelected(position) }
            }
        }
    }
}
