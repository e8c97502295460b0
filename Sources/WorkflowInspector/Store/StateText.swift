import CustomDump

/// How the inspector turns values into text: custom-dump, as the testing library shows them.
enum StateText {
    /// The longest diff or dump kept for one value; longer ones are cut, saying so.
    static let limit = 16_384

    /// The name of `type` with its nesting but without its module, such as `TallyWorkflow.Action`.
    static func typeName(_ type: Any.Type) -> String {
        let full = String(reflecting: type)
        guard let dot = full.firstIndex(of: "."), !full[..<dot].contains("<") else { return full }
        return String(full[full.index(after: dot)...])
    }

    /// `value` over several lines.
    static func dump(_ value: Any) -> String {
        cut(String(customDumping: value))
    }

    /// `value` on one line of about `length` characters, for the tree and the log: custom-dump's
    /// lines joined by a space, except just inside brackets, so `Position(row: 0, column: 1)`.
    static func summary(_ value: Any, length: Int = 120) -> String {
        var text = ""
        customDump(value, to: &text, maxDepth: 3)
        var line = ""
        for part in text.split(whereSeparator: \.isNewline).map({ $0.drop { $0 == " " } }) {
            if let last = line.last, let first = part.first, !"([".contains(last), !")]".contains(first) {
                line += " "
            }
            line += part
        }
        return line.count <= length ? line : String(line.prefix(length)) + "…"
    }

    /// The diff of two states as ``dump(_:)`` printed them, or `nil` when they print the
    /// same: the lines that changed (`- ` and `+ `), the lines that open and close what holds
    /// them (`  `), and `… (N unchanged lines)` for the rest. Computed from text kept at
    /// record time only when something shows it, so that recording an action costs one dump.
    static func diff(_ before: String, _ after: String) -> String? {
        guard before != after else { return nil }
        let lines = LineDiff(
            before: before.split(separator: "\n", omittingEmptySubsequences: false),
            after: after.split(separator: "\n", omittingEmptySubsequences: false)
        ).lines
        return LineDiff.collapsed(lines).joined(separator: "\n")
    }

    private static func cut(_ text: String) -> String {
        text.utf8.count <= limit ? text : String(text.prefix(limit)) + "\n… (cut at \(limit) bytes)"
    }
}
