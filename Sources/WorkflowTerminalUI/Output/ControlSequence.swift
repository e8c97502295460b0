/// The ANSI/xterm control sequences the backend writes.
enum ControlSequence {
    static let escape = "\u{1B}["
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"
    static let clearScreen = "\u{1B}[2J"
    /// Report button presses, releases and the wheel (1000), in the SGR encoding (1006), which
    /// has no limit on the column and row.
    static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"
    /// Synchronized output (DEC mode 2026): the terminal shows what comes between the two at
    /// once, so a big redraw never tears. Terminals without it ignore the unknown mode.
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"
    static let beginSynchronizedUpdateBytes = Array(beginSynchronizedUpdate.utf8)
    static let endSynchronizedUpdateBytes = Array(endSynchronizedUpdate.utf8)
    static let resetStyle = "\u{1B}[0m"

    /// What the terminal needs when an app starts: alternate screen, no cursor, pastes
    /// bracketed, cleared.
    static let start = enterAlternateScreen + hideCursor + enableBracketedPaste + resetStyle + clearScreen

    /// What puts the terminal back as it was, in the reverse order. Mouse reporting is
    /// turned off whether or not the app turned it on: harmless if it did not, and a crash
    /// must not leave a shell receiving mouse reports.
    static let restore = disableMouse + disableBracketedPaste + resetStyle + showCursor + leaveAlternateScreen

    /// Moves the cursor to `column`, `row` (both from 0).
    static func moveCursor(column: Int, row: Int) -> String {
        "\(escape)\(row + 1);\(column + 1)H"
    }

    /// Sets every attribute of `style`, starting from the default, with its colours reduced to
    /// `depth`.
    static func style(_ style: CellStyle, depth: ColorDepth = .trueColor) -> String {
        var parameters = ["0"]
        if style.isBold { parameters.append("1") }
        if style.isDim { parameters.append("2") }
        if style.isUnderlined { parameters.append("4") }
        if style.isInverse { parameters.append("7") }
        parameters += colorParameters(style.foreground.reduced(to: depth), base: 30, brightBase: 90, extended: 38)
        parameters += colorParameters(style.background.reduced(to: depth), base: 40, brightBase: 100, extended: 48)
        return escape + parameters.joined(separator: ";") + "m"
    }

    private static func colorParameters(_ color: TerminalColor, base: Int, brightBase: Int, extended: Int) -> [String] {
        switch color {
        case .default: return []
        case .basic(let index) where index < 8: return ["\(base + Int(index))"]
        case .basic(let index): return ["\(brightBase + Int(index % 16) - 8)"]
        case .palette(let index): return ["\(extended)", "5", "\(index)"]
        case .rgb(let red, let green, let blue): return ["\(extended)", "2", "\(red)", "\(green)", "\(blue)"]
        }
    }
}
