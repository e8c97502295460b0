/// Views in a row or a column. Each item takes the length it measures, a fixed length, or a
/// share of what is left.
public final class StackView: TerminalView {
    /// The direction items follow.
    public enum Axis: Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How much of the stack's axis an item takes.
    public enum Length: Hashable, Sendable {
        /// What the item measures.
        case fit
        /// Exactly this many cells.
        case fixed(Int)
        /// An equal share of what the other items leave.
        case fill
    }

    /// The stack's direction.
    public var axis: Axis
    /// Cells between items.
    public var spacing: Int
    /// Each shown child's length, in order.
    public private(set) var lengths: [Length] = []

    /// An empty stack.
    public init(_ axis: Axis, spacing: Int = 0) {
        self.axis = axis
        self.spacing = spacing
    }

    /// Shows `items`, in order.
    public func setItems(_ items: [(TerminalView, Length)]) {
        lengths = items.map(\.1)
        setChildren(items.map(\.0))
    }

    /// The items' lengths along the axis and the widest across it.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        var along = 0
        var across = 0
        for (child, length) in zip(children, lengths) {
            let size = child.measure(proposal: proposal)
            switch length {
            case .fixed(let cells): along += cells
            case .fit, .fill: along += axis == .vertical ? size.rows : size.columns
            }
            across = max(across, axis == .vertical ? size.columns : size.rows)
        }
        along += spacing * max(0, children.count - 1)
        return axis == .vertical
            ? TerminalSize(columns: min(across, proposal.columns), rows: min(along, proposal.rows))
            : TerminalSize(columns: min(along, proposal.columns), rows: min(across, proposal.rows))
    }

    /// Gives fitted and fixed items their lengths, then shares the rest among filling items.
    public override func layoutChildren() {
        let total = axis == .vertical ? frame.size.rows : frame.size.columns
        var sizes = zip(children, lengths).map { child, length -> Int? in
            switch length {
            case .fixed(let cells): return cells
            case .fill: return nil
            case .fit:
                let size = child.measure(proposal: frame.size)
                return axis == .vertical ? size.rows : size.columns
            }
        }
        let fillCount = sizes.filter { $0 == nil }.count
        let left = max(0, total - sizes.compactMap { $0 }.reduce(0, +) - spacing * max(0, children.count - 1))
        var fillIndex = 0
        for index in sizes.indices where sizes[index] == nil {
            // The first shares take the remainder, so the items cover the whole length.
            sizes[index] = left / fillCount + (fillIndex < left % fillCount ? 1 : 0)
            fillIndex += 1
        }
        var position = axis == .vertical ? frame.minRow : frame.minColumn
        for (child, size) in zip(children, sizes) {
            let length = max(0, size ?? 0)
            let rect = axis == .vertical
                ? TerminalRect(column: frame.minColumn, row: position, columns: frame.size.columns, rows: length)
                : TerminalRect(column: position, row: frame.minRow, columns: length, rows: frame.size.rows)
            child.layout(in: rect.intersection(frame))
            position += length + spacing
        }
    }
}
