/// A foreground or background colour.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default.
    case `default`
    /// One of the 16 basic colours (0–7 normal, 8–15 bright).
    case basic(UInt8)
    /// One of the 256 palette colours.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// Black.
    public static var black: TerminalColor { .basic(0) }
    /// Red.
    public static var red: TerminalColor { .basic(1) }
    /// Green.
    public static var green: TerminalColor { .basic(2) }
    /// Yellow.
    public static var yellow: TerminalColor { .basic(3) }
    /// Blue.
    public static var blue: TerminalColor { .basic(4) }
    /// Magenta.
    public static var magenta: TerminalColor { .basic(5) }
    /// Cyan.
    public static var cyan: TerminalColor { .basic(6) }
    /// White.
    public static var white: TerminalColor { .basic(7) }
    /// Bright black, shown as grey.
    public static var gray: TerminalColor { .basic(8) }
}
