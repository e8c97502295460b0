/// A grid of cells: one frame of the terminal, what views draw into, and what the screen
/// writer compares to find the cells that changed.
public struct CellBuffer: Hashable, Sendable {
    /// The grid's size.
    public private(set) var size: TerminalSize
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// A grid of `size` filled with blank cells.
    public init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// The whole grid as a rectangle.
    public var bounds: TerminalRect { TerminalRect(origin: TerminalPoint(column: 0, row: 0), size: size) }

    /// The cell at `column`, `row`, which must be inside the grid.
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * size.columns + column] }
        set { cells[row * size.columns + column] = newValue }
    }

    /// Fills `rect` (clipped to the grid) with `cell`.
    public mutating func fill(_ rect: TerminalRect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                self[column, row] = cell
            }
        }
        repairWideCharacters(in: area)
    }

    /// Writes `text` on one row from `point`, drawing only inside `clip` (and the grid). A wide
    /// character that does not fit whole is drawn as a space; zero-width characters are
    /// dropped. Returns the columns the text took, clipped or not.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: TerminalPoint, style: CellStyle = .plain, clip: TerminalRect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard area.minRow <= point.row, point.row < area.maxRow else { return TerminalWidth.of(text) }
        var column = point.column
        for character in text {
            let width = TerminalWidth.of(character)
            guard width > 0 else { continue }
            if column >= area.minColumn, column + width <= area.maxColumn {
                self[column, point.row] = Cell(character, style: style)
                if width == 2 { self[column + 1, point.row] = .continuation(style: style) }
            } else {
                // Partly visible wide character: blank the visible half.
                for half in column..<column + width where half >= area.minColumn && half < area.maxColumn {
                    self[half, point.row] = Cell(" ", style: style)
                }
            }
            column += width
        }
        repairWideCharacters(in: TerminalRect(column: point.column, row: point.row, columns: column - point.column, rows: 1).intersection(area))
        return column - point.column
    }

    /// Sets the style of the cells in `rect`, keeping their characters.
    public mutating func restyle(_ rect: TerminalRect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                change(&cells[row * size.columns + column].style)
            }
        }
    }

    /// Overwriting one half of a wide character leaves the other half orphaned: blank it.
    private mutating func repairWideCharacters(in area: TerminalRect) {
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            let left = area.minColumn
            if self[left, row].isContinuation, left == 0 || self[left - 1, row].width != 2 {
                self[left, row] = Cell(" ", style: self[left, row].style)
            }
            if left > 0, self[left - 1, row].width == 2, !self[left, row].isContinuation {
                self[left - 1, row] = Cell(" ", style: self[left - 1, row].style)
            }
            let right = area.maxColumn - 1
            if self[right, row].width == 2, right + 1 >= size.columns || !self[right + 1, row].isContinuation {
                self[right, row] = Cell(" ", style: self[right, row].style)
            }
            if right + 1 < size.columns, self[right + 1, row].isContinuation, self[right, row].width != 2 {
                self[right + 1, row] = Cell(" ", style: self[right + 1, row].style)
            }
        }
    }

    /// The characters of each row, trailing spaces removed, rows joined by newlines: what a
    /// person would read on the screen, for tests.
    public var text: String {
        (0..<size.rows).map { row in
            var line = ""
            for column in 0..<size.columns where !self[column, row].isContinuation {
                line.append(self[column, row].character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
