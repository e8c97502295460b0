/// Turns successive frames into the bytes that update a terminal: the first frame (or one of
/// a new size) is written whole, later ones write only the cells that changed, moving the
/// cursor only where a run of changes is interrupted and setting the style only where it
/// differs from the last cell written. Colours are reduced to what the terminal shows
/// (``colorDepth``).
///
/// Rows a frame shares unchanged with the last one (a frame copied from the last and changed
/// in places: see ``CellBuffer``'s row stamps) are skipped without comparing their cells; other
/// rows are compared cell by cell.
public struct ScreenWriter: Sendable {
    private var previous: CellBuffer?
    /// How many colours the terminal shows; each colour is written as the nearest it has.
    public var colorDepth: ColorDepth

    /// A writer that has written nothing yet, for a terminal of `colorDepth`.
    public init(colorDepth: ColorDepth = .trueColor) {
        self.colorDepth = colorDepth
    }

    /// Forgets the last frame, so the next is written whole (after the terminal was cleared,
    /// say).
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the last frame on the terminal into `frame`.
    public mutating func bytes(for frame: CellBuffer) -> [UInt8] {
        var output = ByteOutput()
        let old = previous.flatMap { $0.size == frame.size ? $0 : nil }
        // Decided once: `old == nil` in the loop would compare optional buffers per cell.
        let isWhole = old == nil
        if isWhole {
            output.bytes.reserveCapacity(frame.cells.count * 2)
            output.append(ControlSequence.resetStyle)
            output.append(ControlSequence.clearScreen)
        }
        // Without a last frame, the cleared screen is all blank: compare with one blank cell
        // (a whole blank frame would cost an allocation as large as the frame).
        let reference = old ?? CellBuffer(size: TerminalSize(columns: 1, rows: 1))
        let sameRows = old.map { Self.identicalRows($0, frame) }
        let columns = frame.size.columns
        let depth = colorDepth
        frame.cells.withUnsafeBufferPointer { new in
            reference.cells.withUnsafeBufferPointer { referenceCells in
                let comparison = CellComparison(referenceCells, new)
                var cursor: TerminalPoint?
                // The cell whose style the terminal has now, compared by stored bytes first.
                var styledIndex: Int?
                for row in 0..<frame.size.rows where sameRows?[row] != true {
                    var column = 0
                    while column < columns {
                        let index = row * columns + column
                        let width = max(1, Int(new[index].width))
                        defer { column += width }
                        if new[index].isContinuation { continue }
                        // Against the cleared screen, a blank cell stored in other bytes is only
                        // written again, which is harmless; against a last frame, `==` decides.
                        let unchanged = isWhole ? comparison.sameBytes(0, index) : comparison.same(index, width: width)
                        if unchanged { continue }
                        if cursor != TerminalPoint(column: column, row: row) {
                            output.moveCursor(column: column, row: row)
                        }
                        if styledIndex.map({ !comparison.sameStyle(index, $0) }) ?? true {
                            output.append(ControlSequence.style(new[index].style, depth: depth))
                            styledIndex = index
                        }
                        output.append(new[index].character)
                        cursor = TerminalPoint(column: column + width, row: row)
                    }
                }
            }
        }
        previous = frame
        return output.bytes
    }

    /// For each row, whether both frames have it from a common ancestor, unchanged since (the
    /// same stamp): those rows are equal without looking at their cells.
    private static func identicalRows(_ old: CellBuffer, _ new: CellBuffer) -> [Bool] {
        zip(old.rowStamps, new.rowStamps).map { $0 == $1 }
    }
}

/// The bytes of one update, appended without going through `String`.
private struct ByteOutput {
    var bytes: [UInt8] = []

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ character: Character) {
        for byte in character.utf8 { bytes.append(byte) }
    }

    /// `ESC [ row ; column H`, counting from 1.
    mutating func moveCursor(column: Int, row: Int) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        appendDecimal(row + 1)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(column + 1)
        bytes.append(UInt8(ascii: "H"))
    }

    private mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
