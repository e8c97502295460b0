/// Rows of values under column headings, one row selectable: the highlight, keys, scrolling
/// and hints are a ``ListView``'s, below a heading row and a rule.
public final class TableView: TerminalView {
    /// One column: its heading and how wide it is.
    public struct Column: Hashable, Sendable {
        /// The heading.
        public var title: String
        /// Its width in cells; `nil` shares what the fixed columns leave.
        public var width: Int?

        /// A column headed `title`, `width` cells wide or sharing the rest.
        public init(_ title: String, width: Int? = nil) {
            self.title = title
            self.width = width
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// The values, a row each, a value per column (missing values show empty).
    public var rows: [[String]] {
        didSet { list.rows = rows.map { ListView.Row(format($0)) } }
    }
    /// The list showing the rows: its highlight is the selected row, its ``ListView/onActivate``
    /// is called on Enter.
    public let list = ListView()

    /// A table of `columns`.
    public init(columns: [Column] = [], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
        super.init()
        setChildren([list])
        list.rows = rows.map { ListView.Row(format($0)) }
    }

    /// Cells between columns.
    private static let gap = 2

    /// Each column's width within the table's (less the list's two-cell highlight mark).
    private func widths(in total: Int) -> [Int] {
        let available = max(0, total - 2 - Self.gap * max(0, columns.count - 1))
        let fixed = columns.compactMap(\.width).reduce(0, +)
        let sharing = columns.filter { $0.width == nil }.count
        let share = sharing == 0 ? 0 : max(0, available - fixed) / sharing
        return columns.map { $0.width ?? share }
    }

    /// `values` padded or cut ("…") to the column widths.
    private func format(_ values: [String], widths: [Int]? = nil) -> String {
        let widths = widths ?? self.widths(in: frame.size.columns)
        var line = ""
        for (index, width) in widths.enumerated() {
            let value = TextLayout.ellipsized(index < values.count ? values[index] : "", to: width)
            line += value + String(repeating: " ", count: max(0, width - TerminalWidth.of(value)))
            if index < widths.count - 1 { line += String(repeating: " ", count: Self.gap) }
        }
        return line
    }

    /// The heading row, a rule, and the rows.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: proposal.columns, rows: min(proposal.rows, rows.count + 2))
    }

    /// The list takes the rows under the heading and the rule, formatted for the new width.
    public override func layoutChildren() {
        list.rows = rows.map { ListView.Row(format($0)) }
        list.layout(
            in: TerminalRect(column: frame.minColumn, row: frame.minRow + 2, columns: frame.size.columns, rows: max(0, frame.size.rows - 2))
        )
    }

    /// Draws the headings in the theme's title style and a rule in its border colour.
    public override func draw(in canvas: inout TerminalCanvas) {
        let heading = "  " + format(columns.map(\.title))
        canvas.write(heading, at: frame.origin, style: canvas.theme.title)
        let rule = String(repeating: "─", count: frame.size.columns)
        canvas.write(
            rule, at: TerminalPoint(column: frame.minColumn, row: frame.minRow + 1), style: canvas.theme.border(containingFocus: false))
    }
}
