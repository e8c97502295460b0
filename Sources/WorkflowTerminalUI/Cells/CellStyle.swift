/// How a cell's character is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The character's colour.
    public var foreground: TerminalColor
    /// The cell's colour.
    public var background: TerminalColor
    /// Bold (bright) text.
    public var isBold: Bool
    /// Underlined text.
    public var isUnderlined: Bool
    /// Foreground and background swapped: how focus and cursors are shown.
    public var isInverse: Bool
    /// Faint text: how layers under a modal are shown. An attribute, not a colour, so it
    /// survives `NO_COLOR`.
    public var isDim: Bool

    /// A style; every attribute off and both colours the terminal's default unless given.
    public init(
        foreground: TerminalColor = .default,
        background: TerminalColor = .default,
        isBold: Bool = false,
        isUnderlined: Bool = false,
        isInverse: Bool = false,
        isDim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isInverse = isInverse
        self.isDim = isDim
    }

    /// The terminal's default look.
    public static var plain: CellStyle { CellStyle() }

    /// This style, bold.
    public var bold: CellStyle { with { $0.isBold = true } }
    /// This style, inverse.
    public var inverse: CellStyle { with { $0.isInverse = true } }
    /// This style, underlined.
    public var underlined: CellStyle { with { $0.isUnderlined = true } }
    /// This style, faint.
    public var dim: CellStyle { with { $0.isDim = true } }

    /// This style with `color` as its foreground.
    public func foreground(_ color: TerminalColor) -> CellStyle { with { $0.foreground = color } }
    /// This style with `color` as its background.
    public func background(_ color: TerminalColor) -> CellStyle { with { $0.background = color } }

    private func with(_ change: (inout CellStyle) -> Void) -> CellStyle {
        var copy = self
        change(&copy)
        return copy
    }
}
