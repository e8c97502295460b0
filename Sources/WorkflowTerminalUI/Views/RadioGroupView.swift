/// A column of options of which one is chosen: `(•) Daily`. Up and Down move a highlight
/// through the options; Space or Enter chooses the highlighted one through ``onSelect``. The
/// chosen mark follows ``selectedIndex`` as the screen last set it.
public final class RadioGroupView: TerminalView {
    /// The options, top to bottom.
    public var options: [String] {
        didSet { highlightedIndex = min(highlightedIndex, max(0, options.count - 1)) }
    }
    /// The chosen option, if any.
    public var selectedIndex: Int?
    /// The option Space or Enter would choose; drawn in the focus style while focused.
    public private(set) var highlightedIndex = 0
    /// Called with the index of the option the person chose.
    public var onSelect: ((Int) -> Void)?

    /// A group of `options` with `selectedIndex` chosen; the highlight starts on it.
    public init(options: [String] = [], selectedIndex: Int? = nil, onSelect: ((Int) -> Void)? = nil) {
        self.options = options
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
        highlightedIndex = selectedIndex ?? 0
    }

    /// Radio groups take focus.
    public override var isFocusable: Bool { true }

    /// An option per row, as wide as the widest with its mark.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        let widest = options.map { TerminalWidth.of($0) + 4 }.max() ?? 0
        return TerminalSize(columns: min(proposal.columns, widest), rows: min(proposal.rows, options.count))
    }

    /// Draws each option with its mark; the chosen mark in the theme's accent.
    public override func draw(in canvas: inout TerminalCanvas) {
        let theme = canvas.theme
        for (index, option) in options.enumerated() where index < frame.size.rows {
            let point = TerminalPoint(column: frame.minColumn, row: frame.minRow + index)
            let isChosen = index == selectedIndex
            let style = isFocused && index == highlightedIndex ? theme.focused : .plain
            canvas.write(isChosen ? "(•)" : "( )", at: point, style: isChosen && style == .plain ? theme.title : style)
            canvas.write(
                " " + TextLayout.ellipsized(option, to: frame.size.columns - 4),
                at: TerminalPoint(column: point.column + 3, row: point.row), style: style)
        }
    }

    /// Up and Down move the highlight (staying put at the ends, so the arrows do not leave
    /// the group); Space and Enter choose, while there is ``onSelect``.
    public override var keyBindings: [KeyBinding] {
        var bindings = [
            KeyBinding(keys: [.up, .down], shown: "↑↓", "move") { [unowned self] key in
                highlightedIndex = max(0, min(options.count - 1, highlightedIndex + (key == .up ? -1 : 1)))
            }
        ]
        if let onSelect, !options.isEmpty {
            bindings.append(
                KeyBinding(keys: [.character(" "), .enter], shown: "Space", "choose") { [unowned self] _ in onSelect(highlightedIndex) })
        }
        return bindings
    }

    /// A click chooses the option under it.
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.action == .press(.left) else { return false }
        let index = event.position.row - frame.minRow
        guard options.indices.contains(index) else { return true }
        highlightedIndex = index
        onSelect?(index)
        return true
    }

    /// Moves the highlight to the option at `index`, if there is one.
    public func highlight(_ index: Int) {
        guard options.indices.contains(index) else { return }
        highlightedIndex = index
    }
}
