/// How many columns text takes in a terminal: 2 for East Asian wide and fullwidth characters
/// and emoji, 0 for combining marks and other zero-width characters (which join the character
/// before them), 1 otherwise.
public enum TerminalWidth {
    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // One ASCII byte, most of what is drawn, needs no look-up (read through the UTF-8 view:
        // `asciiValue` costs more than the whole test).
        var bytes = character.utf8.makeIterator()
        if let first = bytes.next(), first < 0x80, bytes.next() == nil { return first >= 0x20 && first < 0x7F ? 1 : 0 }
        var width = 0
        for scalar in character.unicodeScalars {
            // Variation selector 16 asks for the emoji (wide) presentation of what precedes it.
            if scalar.value == 0xFE0F { return 2 }
            if width == 0 { width = of(scalar) }
        }
        return width
    }

    /// The columns `text` takes on one line.
    public static func of(_ text: some StringProtocol) -> Int {
        // All ASCII: one column per printable byte, none for control bytes (CR LF included).
        var printable = 0
        var isASCII = true
        for byte in text.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            if byte >= 0x20, byte < 0x7F { printable += 1 }
        }
        if isASCII { return printable }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        // What interfaces draw most after ASCII, none of it wide, combining or emoji by
        // default: dashes, quotes and "…"; arrows; box drawing and blocks; braille (spinners).
        if (0x2010...0x2027).contains(value) || (0x2190...0x21FF).contains(value)
            || (0x2500...0x259F).contains(value) || (0x2800...0x28FF).contains(value)
        {
            return 1
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F), coarsely.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
