/// Two views side by side with a vertical divider; the leading one takes ``ratio`` of the
/// width.
public class SplitView: TerminalView {
    /// The leading side's share of the width, strictly between 0 and 1.
    public var ratio: Double

    /// A split with `ratio` of the width on the leading side.
    public init(ratio: Double = 1.0 / 3.0) {
        self.ratio = ratio
    }

    /// Lays out the leading and trailing children on either side of the divider.
    public override func layoutChildren() {
        let available = max(0, frame.size.columns - 1)
        let leadingWidth = Int((Double(available) * ratio).rounded())
        let widths = [leadingWidth, available - leadingWidth]
        var column = frame.minColumn
        for (child, width) in zip(children, widths) {
            child.layout(in: TerminalRect(column: column, row: frame.minRow, columns: width, rows: frame.size.rows))
            column += width + 1
        }
    }

    /// Draws the divider.
    public override func draw(in canvas: inout TerminalCanvas) {
        guard let leading = children.first else { return }
        for row in frame.minRow..<frame.maxRow {
            canvas.write("│", at: TerminalPoint(column: leading.frame.maxColumn, row: row), style: CellStyle(foreground: .gray))
        }
    }
}
