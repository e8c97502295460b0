/// Views in a row or a column. Each item takes the length it measures, a fixed length, or a
/// share of what is left.
///
/// When the items do not fit, they give up space in order of ``Item/priority``, lowest first
/// (the last item first among equals), each down to its ``Item/minimum``; if that is still
/// too much, the items with the lowest priority are left out whole. So a list given a
/// minimum keeps its rows on a short screen while a lower-priority hint line goes first.
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

    /// One item: a view, its length, and how it gives up space when the stack is short.
    public struct Item {
        /// The view laid out in the item's share of the stack.
        public var view: TerminalView
        /// Its length along the axis when there is room.
        public var length: Length
        /// The cells it keeps as long as it is shown at all; `nil` for the default: a fixed
        /// item's length, one cell for the others.
        public var minimum: Int?
        /// Items with a lower priority shrink, then disappear, first.
        public var priority: Int

        /// An item showing `view`.
        public init(_ view: TerminalView, _ length: Length, minimum: Int? = nil, priority: Int = 0) {
            self.view = view
            self.length = length
            self.minimum = minimum
            self.priority = priority
        }
    }

    /// The stack's direction.
    public var axis: Axis
    /// Cells between items.
    public var spacing: Int
    /// The shown items, in order.
    public private(set) var items: [Item] = []
    /// Each shown child's length, in order.
    public var lengths: [Length] { items.map(\.length) }

    /// An empty stack.
    public init(_ axis: Axis, spacing: Int = 0) {
        self.axis = axis
        self.spacing = spacing
    }

    /// Shows `items`, in order, all of priority 0 with the default minimums.
    public func setItems(_ items: [(TerminalView, Length)]) {
        setItems(items.map { Item($0.0, $0.1) })
    }

    /// Shows `items`, in order.
    public func setItems(_ items: [Item]) {
        self.items = items
        setChildren(items.map(\.view))
    }

    private func along(_ size: TerminalSize) -> Int {
        axis == .vertical ? size.rows : size.columns
    }

    /// The items' lengths along the axis and the widest across it.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        var along = 0
        var across = 0
        for item in items {
            let size = item.view.measure(proposal: proposal)
            switch item.length {
            case .fixed(let cells): along += cells
            case .fit, .fill: along += self.along(size)
            }
            across = max(across, axis == .vertical ? size.columns : size.rows)
        }
        along += spacing * max(0, items.count - 1)
        return axis == .vertical
            ? TerminalSize(columns: min(across, proposal.columns), rows: min(along, proposal.rows))
            : TerminalSize(columns: min(along, proposal.columns), rows: min(across, proposal.rows))
    }

    /// Gives fitted and fixed items their lengths and shares the rest among filling items;
    /// when that is more than there is, shrinks and drops items by priority.
    public override func layoutChildren() {
        let sizes = StackLayout.lengths(
            of: items.map { item in
                let wanted: Int? =
                    switch item.length {
                    case .fixed(let cells): cells
                    case .fill: nil
                    case .fit: along(item.view.measure(proposal: frame.size))
                    }
                let minimum = item.minimum ?? { if case .fixed(let cells) = item.length { cells } else { 1 } }()
                return StackLayout.Request(wanted: wanted, minimum: minimum, priority: item.priority)
            },
            total: along(frame.size),
            spacing: spacing
        )
        var position = axis == .vertical ? frame.minRow : frame.minColumn
        for (child, size) in zip(children, sizes) {
            let rect =
                axis == .vertical
                ? TerminalRect(column: frame.minColumn, row: position, columns: frame.size.columns, rows: size)
                : TerminalRect(column: position, row: frame.minRow, columns: size, rows: frame.size.rows)
            child.layout(in: rect.intersection(frame))
            // A dropped item takes no spacing either.
            if size > 0 { position += size + spacing }
        }
    }
}
