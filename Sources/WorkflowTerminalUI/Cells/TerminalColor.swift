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

    /// Basic colour 0: the terminal's palette decides the exact shade.
    public static var black: TerminalColor { .basic(0) }
    /// Basic colour 1: the terminal's palette decides the exact shade.
    public static var red: TerminalColor { .basic(1) }
    /// Basic colour 2: the terminal's palette decides the exact shade.
    public static var green: TerminalColor { .basic(2) }
    /// Basic colour 3: the terminal's palette decides the exact shade.
    public static var yellow: TerminalColor { .basic(3) }
    /// Basic colour 4: the terminal's palette decides the exact shade.
    public static var blue: TerminalColor { .basic(4) }
    /// Basic colour 5: the terminal's palette decides the exact shade.
    public static var magenta: TerminalColor { .basic(5) }
    /// Basic colour 6: the terminal's palette decides the exact shade.
    public static var cyan: TerminalColor { .basic(6) }
    /// Basic colour 7: the terminal's palette decides the exact shade, and a light theme may show it dark.
    public static var white: TerminalColor { .basic(7) }
    /// Bright black, shown as grey.
    public static var gray: TerminalColor { .basic(8) }
}
