/// A button: `[ title ]`, in the theme's focus style while focused; Enter or Space presses it.
public final class ButtonView: TerminalView {
    /// The label.
    public var title: String
    /// Called when the button is pressed.
    public var onPress: (() -> Void)?
    /// What the hint footer says Enter does while the button has focus (`"play"`).
    public var pressHint = "press"
    /// The label's style when not focused.
    public var style: CellStyle
    /// A role of the theme to draw the label in when not focused instead of ``style``: e.g.
    /// `\.errorText` for a destructive action.
    public var themeStyle: KeyPath<TerminalTheme, CellStyle>?

    /// A button labelled `title`.
    public init(
        _ title: String = "", style: CellStyle = .plain, themeStyle: KeyPath<TerminalTheme, CellStyle>? = nil, onPress: (() -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.themeStyle = themeStyle
        self.onPress = onPress
    }

    /// Buttons take focus.
    public override var isFocusable: Bool { true }

    /// The label with its brackets, on one row.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: min(proposal.columns, TerminalWidth.of(title) + 4), rows: min(proposal.rows, 1))
    }

    /// Draws `[ title ]`.
    public override func draw(in canvas: inout TerminalCanvas) {
        let look = isFocused ? canvas.theme.focused : themeStyle.map { canvas.theme[keyPath: $0] } ?? style
        canvas.write("[ \(title) ]", at: frame.origin, style: look)
    }

    /// Enter and Space press the button, while it has ``onPress``.
    public override var keyBindings: [KeyBinding] {
        guard let onPress else { return [] }
        return [KeyBinding(keys: [.enter, .character(" ")], shown: "Enter", pressHint) { _ in onPress() }]
    }
}
