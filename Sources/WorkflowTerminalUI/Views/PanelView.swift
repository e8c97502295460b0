/// A box-drawn border with an optional title around one content view. The border is bold
/// while the focus is inside.
public final class PanelView: TerminalView {
    /// Shown in the top border.
    public var title: String
    /// The border's style.
    public var borderStyle: CellStyle
    /// Whether the panel clears its whole frame before drawing (for overlays).
    public var isOpaque: Bool

    /// A panel titled `title` around `content`.
    public init(title: String = "", content: TerminalView? = nil, borderStyle: CellStyle = .plain, isOpaque: Bool = false) {
        self.title = title
        self.borderStyle = borderStyle
        self.isOpaque = isOpaque
        super.init()
        if let content { setChildren([content]) }
    }

    /// The view inside the border.
    public var content: TerminalView? {
        get { children.first }
        set { setChildren(newValue.map { [$0] } ?? []) }
    }

    /// The content's size plus the border, and wide enough for the title.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        let inner = TerminalSize(columns: proposal.columns - 2, rows: proposal.rows - 2)
        let contentSize = content?.measure(proposal: inner) ?? .zero
        let columns = max(contentSize.columns, TerminalWidth.of(title) + 2) + 2
        return TerminalSize(columns: min(proposal.columns, columns), rows: min(proposal.rows, contentSize.rows + 2))
    }

    /// The content fills the inside of the border.
    public override func layoutChildren() {
        content?.layout(in: frame.insetBy(1))
    }

    /// Draws the border and title.
    public override func draw(in canvas: inout TerminalCanvas) {
        guard frame.size.columns >= 2, frame.size.rows >= 2 else { return }
        if isOpaque { canvas.fill(frame) }
        let style = containsFocus ? borderStyle.bold.foreground(.cyan) : borderStyle
        let width = frame.size.columns
        let top = frame.minRow
        let bottom = frame.maxRow - 1
        let horizontal = String(repeating: "─", count: width - 2)
        canvas.write("┌" + horizontal + "┐", at: TerminalPoint(column: frame.minColumn, row: top), style: style)
        canvas.write("└" + horizontal + "┘", at: TerminalPoint(column: frame.minColumn, row: bottom), style: style)
        for row in (top + 1)..<bottom {
            canvas.write("│", at: TerminalPoint(column: frame.minColumn, row: row), style: style)
            canvas.write("│", at: TerminalPoint(column: frame.maxColumn - 1, row: row), style: style)
        }
        if !title.isEmpty, width > 4 {
            let shown = TextLayout.ellipsized(title, to: width - 4)
            canvas.write(" \(shown) ", at: TerminalPoint(column: frame.minColumn + 1, row: top), style: style.bold)
        }
    }
}
