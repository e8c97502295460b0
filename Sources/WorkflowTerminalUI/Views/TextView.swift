/// Text, wrapped (or cut with "…") to its width, aligned, in one style.
public final class TextView: TerminalView {
    /// The text; newlines start new lines.
    public var text: String
    /// How it is drawn.
    public var style: CellStyle
    /// A role of the theme to draw the text in instead of ``style``: e.g. `\.secondary` for a
    /// status line, `\.errorText` for a problem.
    public var themeStyle: KeyPath<TerminalTheme, CellStyle>?
    /// Where lines sit in the width.
    public var alignment: TextLayout.Alignment
    /// Whether long lines wrap (`true`) or end in "…" at the width.
    public var wraps: Bool
    /// The last lines ``lines(width:)`` made, and what it made them from: a frame measures
    /// and draws the same text at the same width several times (each stack measures its
    /// items, then lays them out, then they are drawn).
    private var wrapped: (text: String, width: Int, wraps: Bool, lines: [String])?

    /// Text drawn in `style`, or in the theme's style at `themeStyle` when given (which follows
    /// the theme of the environment); long lines wrap unless `wraps` is `false`.
    public init(
        _ text: String = "", style: CellStyle = .plain, themeStyle: KeyPath<TerminalTheme, CellStyle>? = nil,
        alignment: TextLayout.Alignment = .leading, wraps: Bool = true
    ) {
        self.text = text
        self.style = style
        self.themeStyle = themeStyle
        self.alignment = alignment
        self.wraps = wraps
    }

    /// The widest line and the number of lines, within the proposed width; no rows for empty
    /// text, so an empty message takes no room in a stack.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        guard !text.isEmpty else { return .zero }
        let lines = lines(width: proposal.columns)
        return TerminalSize(columns: lines.map { TerminalWidth.of($0) }.max() ?? 0, rows: lines.count)
    }

    /// Draws the lines that fit; when some do not, the last one shown ends in "…".
    public override func draw(in canvas: inout TerminalCanvas) {
        var lines = Array(lines(width: frame.size.columns).prefix(frame.size.rows + 1))
        if lines.count > frame.size.rows {
            lines.removeLast()
            if let last = lines.popLast() { lines.append(TextLayout.endingInEllipsis(last, width: frame.size.columns)) }
        }
        let style = themeStyle.map { canvas.theme[keyPath: $0] } ?? style
        for (index, line) in lines.enumerated() {
            let offset = TextLayout.offset(ofLineWidth: TerminalWidth.of(line), in: frame.size.columns, alignment: alignment)
            canvas.write(line, at: TerminalPoint(column: frame.minColumn + offset, row: frame.minRow + index), style: style)
        }
    }

    /// The text's lines at `width`, made again only when the text, the width or ``wraps``
    /// changed.
    private func lines(width: Int) -> [String] {
        if let wrapped, wrapped.width == width, wrapped.wraps == wraps, wrapped.text == text { return wrapped.lines }
        let lines = TextLayout.lines(of: text, width: width, wrapping: wraps)
        wrapped = (text, width, wraps, lines)
        return lines
    }
}
