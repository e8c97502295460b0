/// A box-drawn border with an optional title around one content view, which sits
/// ``horizontalPadding`` columns in from the sides so text does not touch the lines. The
/// border takes the theme's focus colour and turns bold while the focus is inside.
public final class PanelView: TerminalView {
    /// Shown in the top border, in the theme's title style.
    public var title: String
    /// The border's style; `nil` follows the theme (``TerminalTheme/border(containingFocus:)``).
    public var borderStyle: CellStyle?
    /// Whether the panel clears its whole frame before drawing (for overlays).
    public var isOpaque: Bool
    /// Blank columns between each side of the border and the content.
    public var horizontalPadding: Int
    /// Whether the border (and padding) is drawn; without it the panel is only its content,
    /// on a cleared background if opaque: an overlay box around a screen that has its own.
    var showsBorder = true

    /// A panel titled `title` around `content`.
    public init(
        title: String = "", content: TerminalView? = nil, borderStyle: CellStyle? = nil, isOpaque: Bool = false, horizontalPadding: Int = 1
    ) {
        self.title = title
        self.borderStyle = borderStyle
        self.isOpaque = isOpaque
        self.horizontalPadding = max(0, horizontalPadding)
        super.init()
        if let content { setChildren([content]) }
    }

    /// The view inside the border.
    public var content: TerminalView? {
        get { children.first }
        set { setChildren(newValue.map { [$0] } ?? []) }
    }

    /// A panel draws its own edges.
    public override var isBordered: Bool { showsBorder || super.isBordered }

    /// Columns the border and padding take across.
    private var sideColumns: Int { showsBorder ? 2 + 2 * horizontalPadding : 0 }

    /// The content's size plus the border and padding, and wide enough for the title.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        guard showsBorder else { return content?.measure(proposal: proposal) ?? .zero }
        let inner = TerminalSize(columns: proposal.columns - sideColumns, rows: proposal.rows - 2)
        let contentSize = content?.measure(proposal: inner) ?? .zero
        let columns = max(contentSize.columns + sideColumns, TerminalWidth.of(title) + 4)
        return TerminalSize(columns: min(proposal.columns, columns), rows: min(proposal.rows, contentSize.rows + 2))
    }

    /// The content fills the inside of the border, less the padding.
    public override func layoutChildren() {
        guard showsBorder else {
            content?.layout(in: frame)
            return
        }
        let inside = frame.insetBy(1)
        // A panel too narrow for its padding gives the content the columns there are.
        let padding = min(horizontalPadding, max(0, (inside.size.columns - 1) / 2))
        content?.layout(
            in: TerminalRect(
                column: inside.minColumn + padding, row: inside.minRow,
                columns: inside.size.columns - 2 * padding, rows: inside.size.rows
            ))
    }

    /// Draws the border and title.
    public override func draw(in canvas: inout TerminalCanvas) {
        if isOpaque { canvas.fill(frame) }
        guard showsBorder, frame.size.columns >= 2, frame.size.rows >= 2 else { return }
        let style = borderStyle.map { containsFocus ? $0.bold : $0 } ?? canvas.theme.border(containingFocus: containsFocus)
        let width = frame.size.columns
        let top = frame.minRow
        let bottom = frame.maxRow - 1
        let left = frame.minColumn
        let right = frame.maxColumn - 1
        // Lines are filled with one cell each rather than written as text, which would break
        // every box-drawing character out of a string again on every frame.
        let horizontal = Cell("─", style: style)
        let vertical = Cell("│", style: style)
        canvas.fill(TerminalRect(column: left + 1, row: top, columns: width - 2, rows: 1), with: horizontal)
        canvas.fill(TerminalRect(column: left + 1, row: bottom, columns: width - 2, rows: 1), with: horizontal)
        canvas.fill(TerminalRect(column: left, row: top + 1, columns: 1, rows: frame.size.rows - 2), with: vertical)
        canvas.fill(TerminalRect(column: right, row: top + 1, columns: 1, rows: frame.size.rows - 2), with: vertical)
        for (corner, column, row) in [("┌", left, top), ("┐", right, top), ("└", left, bottom), ("┘", right, bottom)]
            as [(Character, Int, Int)]
        {
            canvas.fill(TerminalRect(column: column, row: row, columns: 1, rows: 1), with: Cell(corner, style: style))
        }
        if !title.isEmpty, width > 4 {
            let shown = TextLayout.ellipsized(title, to: width - 4)
            canvas.write(" \(shown) ", at: TerminalPoint(column: frame.minColumn + 1, row: top), style: canvas.theme.title)
        }
    }
}
