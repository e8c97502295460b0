import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The tic-tac-toe board: a button per cell, the status line and any refused move; once the
/// game has a result, a New game button (and the N key anywhere on the board).
final class TicTacToeView: TerminalView, TerminalScreenView {
    private let status = TextView(style: CellStyle.plain.bold)
    private let problem = TextView(themeStyle: \.errorText)
    private let newGame = ButtonView("New game")
    private let stack = StackView(.vertical, spacing: 1)
    private let board = StackView(.vertical, spacing: 1)
    private let cells: [[ButtonView]] = (0..<Board.size).map { _ in (0..<Board.size).map { _ in ButtonView() } }
    private var onNewGame: (() -> Void)?

    override init() {
        super.init()
        var rows: [(TerminalView, StackView.Length)] = []
        for row in cells {
            let line = StackView(.horizontal, spacing: 1)
            line.setItems(row.map { ($0, .fit) })
            for button in row { button.pressHint = "play" }
            rows.append((line, .fixed(1)))
        }
        board.setItems(rows)
        setChildren([PanelView(title: "Tic-tac-toe", content: stack)])
        showItems(offeringNewGame: false)
    }

    private func showItems(offeringNewGame: Bool) {
        var items: [(TerminalView, StackView.Length)] = [(status, .fit), (board, .fit), (problem, .fit)]
        if offeringNewGame { items.append((newGame, .fit)) }
        stack.setItems(items)
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
        if (onNewGame == nil) != (screen.onNewGame == nil) { showItems(offeringNewGame: screen.onNewGame != nil) }
        onNewGame = screen.onNewGame
        newGame.onPress = screen.onNewGame
    }

    /// N starts a new game once there is a result.
    override var keyBindings: [KeyBinding] {
        guard let onNewGame else { return [] }
        return [KeyBinding(.character("n"), "new game") { _ in onNewGame() }]
    }
}
