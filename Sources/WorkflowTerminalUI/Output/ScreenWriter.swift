/// Turns successive frames into the bytes that update a terminal: the first frame (or one of
/// a new size) is written whole, later ones write only the cells that changed, moving the
/// cursor only where a run of changes is interrupted and setting the style only where it
/// differs from the last cell written. Colours are reduced to what the terminal shows
/// (``colorDepth``).
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
        var output = ""
        let old = previous.flatMap { $0.size == frame.size ? $0 : nil }
        if old == nil { output += ControlSequence.resetStyle + ControlSequence.clearScreen }
        var cursor: TerminalPoint?
        var style: CellStyle?
        for row in 0..<frame.size.rows {
            var column = 0
            while column < frame.size.columns {
                let cell = frame[column, row]
                let width = max(1, Int(cell.width))
                defer { column += width }
                if cell.isContinuation { continue }
                if let old, !changed(old, frame, column: column, row: row, width: width) { continue }
                if old == nil, cell == .blank { continue }
                if cursor != TerminalPoint(column: column, row: row) {
                    output += ControlSequence.moveCursor(column: column, row: row)
                }
                if style != cell.style {
                    output += ControlSequence.style(cell.style, depth: colorDepth)
                    style = cell.style
                }
                output.append(cell.character)
                cursor = TerminalPoint(column: column + width, row: row)
            }
        }
        previous = frame
        return Array(output.utf8)
    }

    private func changed(_ old: CellBuffer, _ new: CellBuffer, column: Int, row: Int, width: Int) -> Bool {
        for offset in 0..<width where old[column + offset, row] != new[column + offset, row] {
            return true
        }
        return false
    }
}
