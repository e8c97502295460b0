public import WorkflowTerminalUI

/// A 200×60 screen full of text in a few styles (wide characters included), like a busy app.
/// Frames of different `variant`s differ in every row.
public func busyFrame(variant: Int = 0) -> CellBuffer {
    var frame = CellBuffer(size: TerminalSize(columns: 200, rows: 60))
    let styles = [CellStyle.plain, CellStyle.plain.bold, CellStyle(foreground: .cyan), CellStyle.plain.inverse]
    for row in 0..<60 {
        let text = String(repeating: "Workflow \(row + variant) 漢字 ", count: 12)
        frame.write(text, at: TerminalPoint(column: 0, row: row), style: styles[row % styles.count])
    }
    return frame
}
