/// Something that happened at the terminal, for the app's run loop.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed (or text was pasted).
    case key(Key)
    /// The window changed size.
    case resize(TerminalSize)
    /// The input ended (the terminal closed, or a virtual terminal's script ran out).
    case endOfInput
    /// What the app shows changed without a key press (a timer, a finished task): draw again.
    case redraw
}
