/// A button: `[ title ]`, shown inverse while focused; Enter or Space presses it.
public final class ButtonView: TerminalView {
    /// The label.
    public var title: String
    /// Called when the button is pressed.
    public var onPress: (() -> Void)?
    /// The label's style when not focused.
    public var style: CellStyle

    /// A button labelled `title`.
    public init(_ title: String = "", style: CellStyle = .plain, onPress: (() -> Void)? = nil) {
        self.title = title
        self.style = style
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
        let look = isFocused ? style.inverse.bold : style
        canvas.write("[ \(title) ]", at: frame.origin, style: look)
    }

    /// Enter and Space press the button.
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter, .character(" "):
            onPress?()
            return true
        default:
            return super.handle(key)
        }
    }
}
