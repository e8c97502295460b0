/// A cell of the board, counted from zero: row 0 is the top row, column 0 the left column.
public struct Position: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The row, 0...2 on a valid position.
    public var row: Int
    /// The column, 0...2 on a valid position.
    public var column: Int

    /// Makes a position. Out-of-range values are allowed here and rejected by the game.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Whether the position lies on the 3×3 board.
    public var isOnBoard: Bool {
        (0..<Board.size).contains(row) && (0..<Board.size).contains(column)
    }

    /// "row R, column C", counted from one as players count.
    public var description: String {
        "row \(row + 1), column \(column + 1)"
    }
}
