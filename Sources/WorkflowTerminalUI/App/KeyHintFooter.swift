/// Draws the hint footer: each hint's keys in the theme's accent, what they do in its muted
/// colour, hints apart by two spaces. Hints that do not fit whole are left out rather than cut.
enum KeyHintFooter {
    static func draw(_ hints: [KeyHint], in canvas: inout TerminalCanvas, row: Int) {
        let width = canvas.buffer.size.columns
        canvas.fill(TerminalRect(column: 0, row: row, columns: width, rows: 1))
        let keyStyle = CellStyle(foreground: canvas.theme.accent, isBold: true)
        var column = 1
        for hint in hints {
            let needed = TerminalWidth.of(hint.keys) + 1 + TerminalWidth.of(hint.action)
            guard column + needed <= width else { break }
            column += canvas.write(hint.keys, at: TerminalPoint(column: column, row: row), style: keyStyle) + 1
            column += canvas.write(hint.action, at: TerminalPoint(column: column, row: row), style: canvas.theme.secondary) + 2
        }
    }
}
