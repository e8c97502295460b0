/// A line diff of two custom-dump texts, for ``StateText/diff(_:_:)``: the common start and
/// end are matched first (a state change usually touches a few lines of many), and the rest by
/// a longest common subsequence while that stays small.
struct LineDiff {
    /// One line of the diff: unchanged (`" "`), removed (`"-"`) or added (`"+"`).
    struct Line {
        let mark: Character
        let text: Substring
    }

    /// The most cells the subsequence table may have; past it, the middle is shown as all
    /// removed, then all added (still a correct diff, only a longer one).
    static let tableLimit = 1_000_000

    let lines: [Line]

    init(before: [Substring], after: [Substring]) {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        let removed = Array(before[prefix..<(before.count - suffix)])
        let added = Array(after[prefix..<(after.count - suffix)])
        lines =
            before[..<prefix].map { Line(mark: " ", text: $0) }
            + Self.middle(removed, added)
            + before[(before.count - suffix)...].map { Line(mark: " ", text: $0) }
    }

    /// The diff of the differing middles.
    private static func middle(_ removed: [Substring], _ added: [Substring]) -> [Line] {
        guard !removed.isEmpty, !added.isEmpty, removed.count * added.count <= tableLimit else {
            return removed.map { Line(mark: "-", text: $0) } + added.map { Line(mark: "+", text: $0) }
        }
        // common[i][j]: the longest common subsequence of removed[i...] and added[j...].
        let width = added.count + 1
        var common = [Int](repeating: 0, count: (removed.count + 1) * width)
        for i in stride(from: removed.count - 1, through: 0, by: -1) {
            for j in stride(from: added.count - 1, through: 0, by: -1) {
                common[i * width + j] =
                    removed[i] == added[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var lines: [Line] = []
        var (i, j) = (0, 0)
        while i < removed.count || j < added.count {
            if i < removed.count, j < added.count, removed[i] == added[j] {
                lines.append(Line(mark: " ", text: removed[i]))
                (i, j) = (i + 1, j + 1)
            } else if j == added.count || (i < removed.count && common[(i + 1) * width + j] >= common[i * width + j + 1]) {
                lines.append(Line(mark: "-", text: removed[i]))
                i += 1
            } else {
                lines.append(Line(mark: "+", text: added[j]))
                j += 1
            }
        }
        return lines
    }

    /// `lines` as text, keeping of the unchanged lines only those that open or close what
    /// holds a changed line (the nearest less indented line before it and after it, and so on
    /// outwards), each other run of unchanged lines told as `… (N unchanged lines)`.
    static func collapsed(_ lines: [Line]) -> [String] {
        let indents = lines.map { $0.text.prefix { $0 == " " }.count }
        var kept = lines.map { $0.mark != " " }
        for index in lines.indices where lines[index].mark != " " {
            for direction in [-1, 1] {
                var indent = indents[index]
                var other = index + direction
                while indent > 0, lines.indices.contains(other) {
                    if lines[other].mark == " ", indents[other] < indent {
                        kept[other] = true
                        indent = indents[other]
                    }
                    other += direction
                }
            }
        }
        var text: [String] = []
        var skipped = 0
        for (index, line) in lines.enumerated() {
            if kept[index] {
                if skipped > 0 { text.append(Self.skippedLine(skipped, indent: indents[index - 1])) }
                skipped = 0
                text.append("\(line.mark) \(line.text)")
            } else {
                skipped += 1
            }
        }
        if skipped > 0, let last = indents.last { text.append(Self.skippedLine(skipped, indent: last)) }
        return text
    }

    private static func skippedLine(_ count: Int, indent: Int) -> String {
        "  " + String(repeating: " ", count: indent) + "… (\(count) unchanged line\(count == 1 ? "" : "s"))"
    }
}
