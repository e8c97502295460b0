/// Text longer than its frame, wrapped to the width, that the person scrolls: Up, Down, Page
/// Up, Page Down, Home and End while it has focus (or the mouse wheel). A bar in the last
/// column shows where the visible lines are.
public final class ScrollTextView: TerminalView {
    /// The text; newlines start new lines. Setting a different text scrolls back to the top.
    public var text: String {
        didSet { if text != oldValue { scrollOffset = 0 } }
    }
    /// The first visible line.
    public private(set) var scrollOffset = 0
    /// The lines at the last layout, wrapped to the width less the scroll bar.
    private var lines: [String] = []

    /// A view scrolling `text`.
    public init(_ text: String = "") {
        self.text = text
    }

    /// Takes focus while there is more text than fits, so the keys can scroll it.
    public override var isFocusable: Bool { lines.count > frame.size.rows }

    /// As many lines as the text wraps to, within the proposal.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        let wrapped = TextLayout.lines(of: text, width: max(1, proposal.columns - 1))
        return TerminalSize(columns: proposal.columns, rows: min(proposal.rows, text.isEmpty ? 0 : wrapped.count))
    }

    /// Wraps the text for the new width and keeps the offset within it.
    public override func layoutChildren() {
        lines = text.isEmpty ? [] : TextLayout.lines(of: text, width: max(1, frame.size.columns - 1))
        scroll(to: scrollOffset)
    }

    /// Moves the first visible line to `offset`, within the text.
    public func scroll(to offset: Int) {
        scrollOffset = max(0, min(offset, lines.count - frame.size.rows))
    }

    /// Scrolls by `lines` (negative scrolls up).
    public func scroll(by lines: Int) {
        scroll(to: scrollOffset + lines)
    }

    /// Draws the visible lines and, when not all fit, the scroll bar in the theme's colours.
    public override func draw(in canvas: inout TerminalCanvas) {
        let height = frame.size.rows
        for row in 0..<height where scrollOffset + row < lines.count {
            canvas.write(lines[scrollOffset + row], at: TerminalPoint(column: frame.minColumn, row: frame.minRow + row))
        }
        guard lines.count > height, height > 0 else { return }
        let thumbLength = max(1, height * height / lines.count)
        let thumbStart = (height - thumbLength) * scrollOffset / max(1, lines.count - height)
        for row in 0..<height {
            let isThumb = row >= thumbStart && row < thumbStart + thumbLength
            let style =
                isThumb
                ? CellStyle(foreground: isFocused ? canvas.theme.focus : canvas.theme.muted) : CellStyle(foreground: canvas.theme.border)
            canvas.write(isThumb ? "┃" : "│", at: TerminalPoint(column: frame.maxColumn - 1, row: frame.minRow + row), style: style)
        }
    }

    /// The wheel scrolls three lines.
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.action {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        default: return false
        }
        return true
    }

    /// The arrows scroll a line, the page keys a page, Home and End to either end.
    public override var keyBindings: [KeyBinding] {
        [
            KeyBinding(keys: [.up, .down, .pageUp, .pageDown, .home, .end], shown: "↑↓", "scroll") { [unowned self] key in
                let page = max(1, frame.size.rows - 1)
                switch key {
                case .up: scroll(by: -1)
                case .down: scroll(by: 1)
                case .pageUp: scroll(by: -page)
                case .pageDown: scroll(by: page)
                case .home: scroll(to: 0)
                default: scroll(to: lines.count)
                }
            }
        ]
    }
}
