/// A row of tab titles with the selected one stood out, as the tab container draws over its
/// content: ` About (Alt-1) │ Tutorial (Alt-2) │`.
public final class TabBarView: TerminalView {
    /// The tabs' titles, left to right.
    public var titles: [String]
    /// The selected tab.
    public var selectedIndex: Int
    /// Called with a tab's index when the person picks it (a click).
    public var onSelect: ((Int) -> Void)?

    /// A bar of `titles` with `selectedIndex` selected.
    public init(titles: [String] = [], selectedIndex: Int = 0, onSelect: ((Int) -> Void)? = nil) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
    }

    /// One row, as wide as proposed.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: proposal.columns, rows: min(1, proposal.rows))
    }

    /// Each tab's label: its title and, for the first nine, the Alt-digit that selects it.
    private func label(_ index: Int) -> String {
        index < 9 ? " \(titles[index]) (Alt-\(index + 1)) " : " \(titles[index]) "
    }

    /// The columns each tab's label takes, for clicks.
    public var tabRanges: [Range<Int>] {
        var column = frame.minColumn
        return titles.indices.map { index in
            let width = TerminalWidth.of(label(index))
            defer { column += width + 1 }
            return column..<column + width
        }
    }

    /// A click on a tab's label picks it.
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.action == .press(.left), let onSelect else { return false }
        guard let index = tabRanges.firstIndex(where: { $0.contains(event.position.column) }) else { return true }
        onSelect(index)
        return true
    }

    /// Draws the labels, the selected one inverse in the theme's accent, the others muted,
    /// with dividers in the border colour.
    public override func draw(in canvas: inout TerminalCanvas) {
        let theme = canvas.theme
        for (index, range) in tabRanges.enumerated() {
            let style = index == selectedIndex ? CellStyle(foreground: theme.accent, isBold: true, isInverse: true) : theme.secondary
            canvas.write(label(index), at: TerminalPoint(column: range.lowerBound, row: frame.minRow), style: style)
            canvas.write("│", at: TerminalPoint(column: range.upperBound, row: frame.minRow), style: theme.border(containingFocus: false))
        }
    }
}
