/// The colours every built-in view draws with, by role, so that an app changes its look in
/// one place: set it in the environment with ``WorkflowUI/ViewEnvironment/setting(_:to:)`` and
/// ``TerminalThemeKey``.
///
/// Colours are given in 24-bit colour; the screen writer reduces them to what the terminal
/// shows (see ``ColorDepth``). Meaning never rests on colour alone: focus is also inverse and
/// bold, errors bold, so an app reads the same under `NO_COLOR`.
public struct TerminalTheme: Hashable, Sendable {
    /// Titles, the selected tab and the keys in the hint footer.
    public var accent: TerminalColor
    /// The focused control (shown inverse in it) and the border of the panel holding it.
    public var focus: TerminalColor
    /// Borders and dividers away from the focus.
    public var border: TerminalColor
    /// What matters less: placeholders, hints, status lines.
    public var muted: TerminalColor
    /// Errors and destructive actions.
    public var error: TerminalColor
    /// Filled parts of progress bars, ticked boxes and other good news.
    public var success: TerminalColor

    /// A theme of these colours.
    public init(
        accent: TerminalColor, focus: TerminalColor, border: TerminalColor, muted: TerminalColor, error: TerminalColor,
        success: TerminalColor
    ) {
        self.accent = accent
        self.focus = focus
        self.border = border
        self.muted = muted
        self.error = error
        self.success = success
    }

    /// For terminals with a dark background; the default.
    public static let dark = TerminalTheme(
        accent: .rgb(red: 175, green: 135, blue: 255),
        focus: .rgb(red: 95, green: 175, blue: 255),
        border: .rgb(red: 98, green: 98, blue: 98),
        muted: .rgb(red: 138, green: 138, blue: 138),
        error: .rgb(red: 255, green: 95, blue: 95),
        success: .rgb(red: 95, green: 215, blue: 135)
    )

    /// For terminals with a light background.
    public static let light = TerminalTheme(
        accent: .rgb(red: 135, green: 0, blue: 175),
        focus: .rgb(red: 0, green: 95, blue: 215),
        border: .rgb(red: 168, green: 168, blue: 168),
        muted: .rgb(red: 108, green: 108, blue: 108),
        error: .rgb(red: 215, green: 0, blue: 0),
        success: .rgb(red: 0, green: 135, blue: 0)
    )

    /// A focused control: inverse in the focus colour, bold.
    public var focused: CellStyle { CellStyle(foreground: focus, isBold: true, isInverse: true) }
    /// A title: accent, bold.
    public var title: CellStyle { CellStyle(foreground: accent, isBold: true) }
    /// Secondary text.
    public var secondary: CellStyle { CellStyle(foreground: muted) }
    /// An error message: the error colour, bold.
    public var errorText: CellStyle { CellStyle(foreground: error, isBold: true) }

    /// A border: in the focus colour and bold while the focus is inside it.
    public func border(containingFocus: Bool) -> CellStyle {
        containingFocus ? CellStyle(foreground: focus, isBold: true) : CellStyle(foreground: border)
    }
}
