/// Turns successive frames into the bytes that update a terminal: the first frame (or one of
/// a new size) is written whole, later ones write only the cells that changed, moving the
/// cursor only where a run of changes is interrupted and setting the style only where it
/// differs from the last cell written. Colours are reduced to what the terminal shows
/// (``colorDepth``).
///
/// Rows a frame shares unchanged with the last one (a frame copied from the last and changed
/// in places: see ``CellBuffer``'s row stamps) are skipped without comparing their cells; rows
/// drawn afresh with the same cells are found equal by comparing their bytes at once; only
/// the other rows are compared cell by cell.
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
        if old == nil {
            output.bytes.reserveCapacity(frame.storage.count * 2)
            output.append(ControlSequence.resetStyle)
            output.append(ControlSequence.clearScreen)
        }
        let comparison = FrameComparison(old: old, new: frame)
        let columns = frame.size.columns
        let depth = colorDepth
        var cursor: TerminalPoint?
        // The last cell written, whose style the terminal has now.
        var styled: PackedCell?
        frame.storage.withUnsafeBufferPointer { new in
            for row in 0..<frame.size.rows where !comparison.rowIsUnchanged(row) {
                var column = 0
                while column < columns {
                    let index = row * columns + column
                    let cell = new[index]
                    let width = max(1, Int(cell.width))
                    defer { column += width }
                    if cell.isContinuation || comparison.isUnchanged(index, width: width) { continue }
                    if cursor != TerminalPoint(column: column, row: row) {
                        output.moveCursor(column: column, row: row)
                    }
                    if styled.map({ !$0.hasSameStyle(as: cell) }) ?? true {
                        output.append(ControlSequence.style(cell.style, depth: depth))
                        styled = cell
                    }
                    if cell.isLong {
                        output.append(cell.character(longCharacters: frame.longCharacters))
                    } else {
                        cell.withUTF8 { output.bytes.append(contentsOf: $0) }
                    }
                    cursor = TerminalPoint(column: column + width, row: row)
                }
            }
        }
        previous = frame
        return output.bytes
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
