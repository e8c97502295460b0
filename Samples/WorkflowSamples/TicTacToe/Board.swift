/// The 3×3 grid of a tic-tac-toe game.
public struct Board: Equatable, Sendable, Codable {
    /// The number of rows and of columns.
    public static let size = 3

    /// A cell of the board.
    public enum Space: Equatable, Sendable, Codable {
        /// Nobody has played here.
        case unfilled
        /// A player has played here.
        case filled(Player)
    }

    /// The cells, row by row.
    public private(set) var spaces = Array(repeating: Space.unfilled, count: size * size)

    /// An empty board.
    public init() {}

    /// The cell at `position`, which must be on the board.
    public subscript(position: Position) -> Space {
        get { spaces[position.row * Board.size + position.column] }
        set { spaces[position.row * Board.size + position.column] = newValue }
    }

    /// The rows, top to bottom, for display.
    public var rows: [[Space]] {
        stride(from: 0, to: spaces.count, by: Board.size).map { Array(spaces[$0..<$0 + Board.size]) }
    }

    /// The player who filled a whole row, column or diagonal, if any.
    public var winner: Player? {
        let lines: [[Position]] =
            (0..<Board.size).map { row in (0..<Board.size).map { Position(row: row, column: $0) } }
            + (0..<Board.size).map { column in (0..<Board.size).map { Position(row: $0, column: column) } }
            + [
                (0..<Board.size).map { Position(row: $0, column: $0) },
                (0..<Board.size).map { Position(row: $0, column: Board.size - 1 - $0) },
            ]
        for line in lines {
            if case .filled(let player) = self[line[0]], line.allSatisfy({ self[$0] == .filled(player) }) {
                return player
            }
        }
        return nil
    }

    /// Whether every cell is filled.
    public var isFull: Bool {
        !spaces.contains(.unfilled)
    }
}
