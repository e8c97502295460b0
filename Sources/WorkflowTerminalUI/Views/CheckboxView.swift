/// A box that is ticked or not, with a label: `[x] Send me the newsletter`. Space or Enter
/// asks to toggle it through ``onToggle``; the box shows ``isChecked`` as the screen last set
/// it, so the workflow stays the owner of the value.
public final class CheckboxView: TerminalView {
    /// The label after the box.
    public var title: String
    /// Whether the box is ticked.
    public var isChecked: Bool
    /// Called when the person asks to toggle the box; `nil` makes it read-only.
    public var onToggle: (() -> Void)?

    /// A checkbox labelled `title`.
    public init(_ title: String = "", isChecked: Bool = false, onToggle: (() -> Void)? = nil) {
        self.title = title
        self.isChecked = isChecked
        self.onToggle = onToggle
    }

    /// Checkboxes take focus.
    public override var isFocusable: Bool { true }

    /// The box, a space and the label, on one row.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: min(proposal.columns, TerminalWidth.of(title) + 4), rows: min(proposal.rows, 1))
    }

    /// Draws the box (its tick in the theme's success colour) and the label, both in the focus
    /// style while focused.
    public override func draw(in canvas: inout TerminalCanvas) {
        let theme = canvas.theme
        let box = isFocused ? theme.focused : CellStyle(foreground: isChecked ? theme.success : theme.border, isBold: isChecked)
        canvas.write(isChecked ? "[x]" : "[ ]", at: frame.origin, style: box)
        let label = TextLayout.ellipsized(title, to: frame.size.columns - 4)
        canvas.write(label, at: TerminalPoint(column: frame.minColumn + 4, row: frame.minRow), style: isFocused ? theme.focused : .plain)
    }

    /// Space and Enter toggle, while there is ``onToggle``.
    public override var keyBindings: [KeyBinding] {
        guard let onToggle else { return [] }
        return [KeyBinding(keys: [.character(" "), .enter], shown: "Space", "toggle") { _ in onToggle() }]
    }
}
