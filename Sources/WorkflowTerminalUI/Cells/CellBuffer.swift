import Synchronization

/// Stamps for the rows of every buffer: each change to a row takes a new one, so two buffers
/// whose row has the same stamp got that row from a common ancestor (one was copied from the
/// other) and it has not changed in either since.
private let rowStampSource = Atomic<UInt64>(0)

/// A grid of cells: one frame of the terminal, what views draw into, and what the screen
/// writer compares to find the cells that changed.
///
/// Each row carries a stamp that every change to it renews, so the screen writer skips rows a
/// frame shares with the last one (a frame copied from the last and changed in places) without
/// comparing their cells. Equality and hashing look at the cells only.
public struct CellBuffer: Hashable, Sendable {
    /// The grid's size.
    public private(set) var size: TerminalSize
    /// The cells, row by row, as stored: plain data (see ``PackedCell``).
    private(set) var storage: [PackedCell]
    /// The characters too long for the cells in ``storage`` to hold themselves.
    private(set) var longCharacters = LongCharacters()
    /// Each row's stamp: 0 for a row as `init(size:)` made it (blank), and a number no other
    /// change ever had once the row changes.
    private(set) var rowStamps: [UInt64]

    /// A grid of `size` filled with blank cells.
    public init(size: TerminalSize) {
        self.size = size
        storage = Array(repeating: .blank, count: size.columns * size.rows)
        rowStamps = Array(repeating: 0, count: size.rows)
    }

    /// The cells, row by row: a copy made for each use, for tests and tools rather than
    /// drawing.
    public var cells: [Cell] {
        storage.map { $0.cell(longCharacters: longCharacters) }
    }

    /// Grids are equal when they have the same size and cells, whatever their stamps.
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        guard lhs.size == rhs.size else { return false }
        if lhs.longCharacters.isEmpty, rhs.longCharacters.isEmpty { return lhs.storage == rhs.storage }
        return zip(lhs.storage, rhs.storage).allSatisfy {
            $0.isSame(as: $1, longCharacters: lhs.longCharacters, otherLongCharacters: rhs.longCharacters)
        }
    }

    /// Hashes the size and the cells, in step with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(cells)
    }

    /// Renews the stamps of `rows` (which must be inside the grid): one new stamp for all.
    private mutating func stamp(_ rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        let stamp = rowStampSource.wrappingAdd(1, ordering: .relaxed).newValue
        for row in rows { rowStamps[row] = stamp }
    }

    /// The whole grid as a rectangle.
    public var bounds: TerminalRect { TerminalRect(origin: TerminalPoint(column: 0, row: 0), size: size) }

    /// The cell at `column`, `row`, which must be inside the grid.
    public subscript(column: Int, row: Int) -> Cell {
        get { storage[row * size.columns + column].cell(longCharacters: longCharacters) }
        set {
            storage[row * size.columns + column] = PackedCell(newValue, longCharacters: &longCharacters)
            stamp(row..<row + 1)
        }
    }

    /// The stored cell at `column`, `row`, which must be inside the grid.
    private func packed(_ column: Int, _ row: Int) -> PackedCell {
        storage[row * size.columns + column]
    }

    /// Sets a cell without renewing its row's stamp, for methods that stamp once for all
    /// their changes.
    private mutating func set(_ cell: PackedCell, column: Int, row: Int) {
        storage[row * size.columns + column] = cell
    }

    /// Fills `rect` (clipped to the grid) with `cell`.
    public mutating func fill(_ rect: TerminalRect, with cell: Cell = .blank) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let packed = PackedCell(cell, longCharacters: &longCharacters)
        storage.withUnsafeMutableBufferPointer { cells in
            for row in area.minRow..<area.maxRow {
                let start = row * size.columns
                for column in area.minColumn..<area.maxColumn { cells[start + column] = packed }
            }
        }
        repairWideCharacters(in: area)
        stamp(area.minRow..<area.maxRow)
    }

    /// Writes `text` on one row from `point`, drawing only inside `clip` (and the grid). A wide
    /// character that does not fit whole is drawn as a space; zero-width characters are
    /// dropped. Returns the columns the text took, clipped or not.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: TerminalPoint, style: CellStyle = .plain, clip: TerminalRect? = nil)
        -> Int
    {
        let area = (clip ?? bounds).intersection(bounds)
        guard area.minRow <= point.row, point.row < area.maxRow else { return TerminalWidth.of(text) }
        var column = point.column
        let asciiCell = PackedCell(ascii: 0x20, style: style)
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            // A printable ASCII byte followed by another ASCII byte (or nothing) is a whole
            // character of one column: no grapheme breaking or width look-up needed.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
                if column >= area.minColumn, column < area.maxColumn {
                    set(asciiCell.withASCII(byte), column: column, row: point.row)
                }
                column += 1
                index = next
                continue
            }
            // Otherwise one character from here, found the general way; `index` is on a
            // character boundary (the start, or after one of the ASCII characters above).
            let character = text[index...].first ?? " "
            index = text.index(after: index)
            let width = TerminalWidth.of(character)
            guard width > 0 else { continue }
            if column >= area.minColumn, column + width <= area.maxColumn {
                set(
                    PackedCell(Cell(character, style: style, width: width), longCharacters: &longCharacters), column: column, row: point.row
                )
                if width == 2 { set(.continuation(style: style), column: column + 1, row: point.row) }
            } else {
                // Partly visible wide character: blank the visible half.
                for half in column..<column + width where half >= area.minColumn && half < area.maxColumn {
                    set(asciiCell, column: half, row: point.row)
                }
            }
            column += width
        }
        repairWideCharacters(
            in: TerminalRect(column: point.column, row: point.row, columns: column - point.column, rows: 1).intersection(area))
        stamp(point.row..<point.row + 1)
        return column - point.column
    }

    /// Sets the style of the cells in `rect`, keeping their characters.
    public mutating func restyle(_ rect: TerminalRect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                storage[row * size.columns + column].restyle(change)
            }
        }
        stamp(area.minRow..<area.maxRow)
    }

    /// Overwriting one half of a wide character leaves the other half orphaned: blank it.
    private mutating func repairWideCharacters(in area: TerminalRect) {
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            let left = area.minColumn
            if packed(left, row).isContinuation, left == 0 || packed(left - 1, row).width != 2 {
                set(PackedCell(ascii: 0x20, style: packed(left, row).style), column: left, row: row)
            }
            if left > 0, packed(left - 1, row).width == 2, !packed(left, row).isContinuation {
                set(PackedCell(ascii: 0x20, style: packed(left - 1, row).style), column: left - 1, row: row)
            }
            let right = area.maxColumn - 1
            if packed(right, row).width == 2, right + 1 >= size.columns || !packed(right + 1, row).isContinuation {
                set(PackedCell(ascii: 0x20, style: packed(right, row).style), column: right, row: row)
            }
            if right + 1 < size.columns, packed(right + 1, row).isContinuation, packed(right, row).width != 2 {
                set(PackedCell(ascii: 0x20, style: packed(right + 1, row).style), column: right + 1, row: row)
            }
        }
    }

    /// The characters of each row, trailing spaces removed, rows joined by newlines: what a
    /// person would read on the screen, for tests.
    public var text: String {
        (0..<size.rows).map { row in
            var line = ""
            for column in 0..<size.columns where !packed(column, row).isContinuation {
                line.append(packed(column, row).character(longCharacters: longCharacters))
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
