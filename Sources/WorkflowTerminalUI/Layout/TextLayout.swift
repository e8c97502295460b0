/// Breaks text into lines that fit a width in columns, measuring wide characters as two
/// columns and combining marks as none.
public enum TextLayout {
    /// How lines sit in the width they are given.
    public enum Alignment: Hashable, Sendable {
        /// Against the left edge.
        case leading
        /// Centred.
        case center
        /// Against the right edge.
        case trailing
    }

    /// The lines of `text` within `width` columns: explicit newlines are kept; with
    /// `wrapping`, lines break at spaces where possible and inside words that are too long;
    /// without, a line too long for the width ends in "…" (see ``ellipsized(_:to:)``).
    public static func lines(of text: String, width: Int, wrapping: Bool = true) -> [String] {
        guard width > 0 else { return [] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !wrapping {
                result.append(ellipsized(paragraph, to: width))
            } else {
                result += wrap(paragraph, width: width)
            }
        }
        return result
    }

    /// The longest prefix of `text` that fits `width` columns.
    public static func truncate(_ text: some StringProtocol, to width: Int) -> String {
        var line = ""
        var used = 0
        for character in text {
            let columns = TerminalWidth.of(character)
            if used + columns > width { break }
            line.append(character)
            used += columns
        }
        return line
    }

    /// `text` if it fits `width` columns; otherwise as much of it as fits with "…" after it,
    /// so that a reader sees that something was cut.
    public static func ellipsized(_ text: some StringProtocol, to width: Int) -> String {
        guard width > 0 else { return "" }
        let head = truncate(text, to: width - 1)
        // The head is all of `text` unless it was cut; then one more column may still fit it all.
        if head.count == text.count { return String(text) }
        let whole = truncate(text, to: width)
        if whole.count == text.count { return whole }
        return head + "…"
    }

    /// `line` ending in "…" within `width` columns, whether or not it fits: the last line shown
    /// of a text that goes on below.
    public static func endingInEllipsis(_ line: some StringProtocol, width: Int) -> String {
        guard width > 0 else { return "" }
        return truncate(line, to: width - 1) + "…"
    }

    /// The column at which a line of `lineWidth` columns starts in `width` columns.
    public static func offset(ofLineWidth lineWidth: Int, in width: Int, alignment: Alignment) -> Int {
        switch alignment {
        case .leading: return 0
        case .center: return max(0, (width - lineWidth) / 2)
        case .trailing: return max(0, width - lineWidth)
        }
    }

    private static func wrap(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = TerminalWidth.of(word)
            let separator = line.isEmpty ? 0 : 1
            if lineWidth + separator + wordWidth <= width {
                if separator == 1 { line.append(" ") }
                line += word
                lineWidth += separator + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            // A word longer than the line is cut where the width runs out.
            var rest = Substring(word)
            while TerminalWidth.of(rest) > width {
                let head = truncate(rest, to: width)
                guard !head.isEmpty else { break }
                lines.append(head)
                rest = rest.dropFirst(head.count)
            }
            line = String(rest)
            lineWidth = TerminalWidth.of(rest)
        }
        lines.append(line)
        return lines
    }
}
