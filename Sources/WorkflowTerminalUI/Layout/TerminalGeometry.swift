/// A size in terminal cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// A size of `columns` × `rows` cells; negative values count as 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// No cells.
    public static var zero: TerminalSize { TerminalSize(columns: 0, rows: 0) }

    /// `columns×rows`.
    public var description: String { "\(columns)×\(rows)" }
}

/// A cell position: column and row from the top-left corner, counting from 0.
public struct TerminalPoint: Hashable, Sendable {
    /// The column, counted from 0 at the left edge, in cells (a wide character takes two).
    public var column: Int
    /// The row, counted from 0 at the top.
    public var row: Int

    /// The cell at `column`, `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A rectangle of cells.
public struct TerminalRect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: TerminalPoint
    /// The number of columns and rows.
    public var size: TerminalSize

    /// A rectangle at `column`, `row` of `columns` × `rows` cells.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        origin = TerminalPoint(column: column, row: row)
        size = TerminalSize(columns: columns, rows: rows)
    }

    /// A rectangle at `origin` of `size`.
    public init(origin: TerminalPoint, size: TerminalSize) {
        self.origin = origin
        self.size = size
    }

    /// The first column.
    public var minColumn: Int { origin.column }
    /// The column after the last.
    public var maxColumn: Int { origin.column + size.columns }
    /// The first row.
    public var minRow: Int { origin.row }
    /// The row after the last.
    public var maxRow: Int { origin.row + size.rows }
    /// Whether it covers no cell.
    public var isEmpty: Bool { size.columns == 0 || size.rows == 0 }

    /// Whether `point` is inside.
    public func contains(_ point: TerminalPoint) -> Bool {
        point.column >= minColumn && point.column < maxColumn && point.row >= minRow && point.row < maxRow
    }

    /// The cells inside both rectangles (empty, at this origin, if they do not overlap).
    public func intersection(_ other: TerminalRect) -> TerminalRect {
        let column = max(minColumn, other.minColumn)
        let row = max(minRow, other.minRow)
        let endColumn = min(maxColumn, other.maxColumn)
        let endRow = min(maxRow, other.maxRow)
        guard endColumn > column, endRow > row else { return TerminalRect(origin: origin, size: .zero) }
        return TerminalRect(column: column, row: row, columns: endColumn - column, rows: endRow - row)
    }

    /// This rectangle shrunk by `amount` cells on every side.
    public func insetBy(_ amount: Int) -> TerminalRect {
        TerminalRect(
            column: minColumn + amount, row: minRow + amount,
            columns: size.columns - 2 * amount, rows: size.rows - 2 * amount
        )
    }

    /// A rectangle of `size` (clamped to this one) centred in this one.
    public func centred(_ size: TerminalSize) -> TerminalRect {
        let columns = min(size.columns, self.size.columns)
        let rows = min(size.rows, self.size.rows)
        return TerminalRect(
            column: minColumn + (self.size.columns - columns) / 2,
            row: minRow + (self.size.rows - rows) / 2,
            columns: columns, rows: rows
        )
    }

    /// `(column,row) columns×rows`.
    public var description: String { "(\(minColumn),\(minRow)) \(size)" }
}
