/// Two views side by side; the leading one takes ``ratio`` of the width. A divider line
/// separates them unless either side draws its own border (a panel), so bordered panels meet
/// edge to edge instead of showing three lines.
public class SplitView: TerminalView {
    /// The leading side's share of the width, strictly between 0 and 1.
    public var ratio: Double

    /// A split with `ratio` of the width on the leading side.
    public init(ratio: Double = 1.0 / 3.0) {
        self.ratio = ratio
    }

    /// Whether a divider column is drawn between the sides.
    public var hasDivider: Bool {
        !children.contains { $0.isBordered }
    }

    /// Lays out the leading and trailing children on either side of the divider, if any.
    public override func layoutChildren() {
        let divider = hasDivider ? 1 : 0
        let available = max(0, frame.size.columns - divider)
        let leadingWidth = Int((Double(available) * ratio).rounded())
        let widths = [leadingWidth, available - leadingWidth]
        var column = frame.minColumn
        for (child, width) in zip(children, widths) {
            child.layout(in: TerminalRect(column: column, row: frame.minRow, columns: width, rows: frame.size.rows))
            column += width + divider
        }
    }

    /// Draws the divider, if there is one.
    public override func draw(in canvas: inout TerminalCanvas) {
        guard hasDivider, let leading = children.first else { return }
        let line = Cell("│", style: canvas.theme.border(containingFocus: false))
        canvas.fill(TerminalRect(column: leading.frame.maxColumn, row: frame.minRow, columns: 1, rows: frame.size.rows), with: line)
    }
}
