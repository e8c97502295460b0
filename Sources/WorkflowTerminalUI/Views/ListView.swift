/// A list of rows with a highlighted row that Up, Down, Home, End, Page Up and Page Down
/// move, scrolling to keep it visible; Enter activates it.
public final class ListView: TerminalView {
    /// One row.
    public struct Row: Hashable, Sendable {
        /// What the row shows.
        public var text: String
        /// How it is drawn when not highlighted.
        public var style: CellStyle

        /// A row showing `text`.
        public init(_ text: String, style: CellStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The rows shown, in order. Setting them keeps the highlighted index, moved up to the
    /// last row when the list got shorter.
    public var rows: [Row] {
        didSet { highlightedIndex = min(highlightedIndex, max(0, rows.count - 1)) }
    }
    /// The highlighted row's index (0 when the list is empty).
    public var highlightedIndex = 0
    /// The index of the first visible row.
    public private(set) var scrollOffset = 0
    /// Called with the highlighted row's index when Enter is pressed.
    public var onActivate: ((Int) -> Void)?
    /// What the hint footer says Enter does (`"open"`, `"play"`).
    public var activationHint = "choose"

    /// A list of `rows`.
    public init(rows: [Row] = [], onActivate: ((Int) -> Void)? = nil) {
        self.rows = rows
        self.onActivate = onActivate
    }

    /// Lists take focus.
    public override var isFocusable: Bool { true }

    /// As wide as the widest row, a row per row, within the proposal.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        let widest = rows.map { TerminalWidth.of($0.text) + 2 }.max() ?? 0
        return TerminalSize(columns: min(proposal.columns, widest), rows: min(proposal.rows, rows.count))
    }

    /// Keeps the highlighted row visible in the new height.
    public override func layoutChildren() {
        scrollToHighlight()
    }

    /// Draws the visible rows, a row too wide ending in "…"; the highlighted one is marked `›`,
    /// in the theme's focus style while the list is focused.
    public override func draw(in canvas: inout TerminalCanvas) {
        for row in 0..<frame.size.rows {
            let index = scrollOffset + row
            guard index < rows.count else { break }
            let point = TerminalPoint(column: frame.minColumn, row: frame.minRow + row)
            let isHighlighted = index == highlightedIndex
            var style = rows[index].style
            if isHighlighted && isFocused { style = canvas.theme.focused }
            canvas.fill(
                TerminalRect(origin: point, size: TerminalSize(columns: frame.size.columns, rows: 1)), with: Cell(" ", style: style))
            let text = TextLayout.ellipsized(rows[index].text, to: frame.size.columns - 2)
            canvas.write((isHighlighted ? "› " : "  ") + text, at: point, style: style)
        }
    }

    /// The arrows, Home, End and the page keys move the highlight; Enter activates the
    /// highlighted row while there is one and ``onActivate`` is set.
    public override var keyBindings: [KeyBinding] {
        var bindings = [
            KeyBinding(keys: [.up, .down, .home, .end, .pageUp, .pageDown], shown: "↑↓", "move") { [unowned self] key in
                moveHighlight(for: key)
            }
        ]
        if let onActivate, !rows.isEmpty {
            bindings.append(KeyBinding(.enter, activationHint) { [unowned self] _ in onActivate(highlightedIndex) })
        }
        return bindings
    }

    /// A click highlights the row under it and activates it; the wheel moves the highlight.
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.action {
        case .press(.left):
            let index = scrollOffset + event.position.row - frame.minRow
            guard rows.indices.contains(index) else { return true }
            move(to: index)
            onActivate?(index)
        case .wheelUp: move(to: highlightedIndex - 1)
        case .wheelDown: move(to: highlightedIndex + 1)
        default: return false
        }
        return true
    }

    private func moveHighlight(for key: Key) {
        let page = max(1, frame.size.rows - 1)
        switch key {
        case .up: move(to: highlightedIndex - 1)
        case .down: move(to: highlightedIndex + 1)
        case .home: move(to: 0)
        case .end: move(to: rows.count - 1)
        case .pageUp: move(to: highlightedIndex - page)
        default: move(to: highlightedIndex + page)
        }
    }

    /// Moves the highlight to `index` (clamped to the rows), scrolling to keep it visible.
    public func move(to index: Int) {
        highlightedIndex = max(0, min(rows.count - 1, index))
        scrollToHighlight()
    }

    private func scrollToHighlight() {
        let height = max(1, frame.size.rows)
        if highlightedIndex < scrollOffset { scrollOffset = highlightedIndex }
        if highlightedIndex >= scrollOffset + height { scrollOffset = highlightedIndex - height + 1 }
        scrollOffset = max(0, min(scrollOffset, rows.count - height))
    }
}
