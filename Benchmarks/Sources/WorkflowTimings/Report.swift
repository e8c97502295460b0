/// The table the runner prints: one row per measured scenario, with its ratio to the
/// hand-written limit and the target it must meet.
struct Report {
    struct Row {
        var scenario: String
        var samples: Samples?
        var unit: String
        var ratio: Double?
        var target: Target?
        var note: String = ""
    }

    /// A limit a figure must stay under.
    struct Target {
        /// The figure the limit applies to.
        var value: Double
        /// The limit, inclusive.
        var limit: Double
        /// How the limit reads in the table, e.g. `≤ 300×`.
        var label: String

        var isMet: Bool { value <= limit }
    }

    private(set) var rows: [Row] = []

    mutating func add(_ row: Row) {
        rows.append(row)
    }

    var failedTargets: [Row] {
        rows.filter { $0.target.map { !$0.isMet } ?? false }
    }

    /// The report as a Markdown table.
    var markdown: String {
        var lines = [
            "| Scenario | min | median | p90 | ratio to hand-written | target | met |",
            "| --- | ---: | ---: | ---: | ---: | --- | --- |",
        ]
        for row in rows {
            let figures =
                row.samples.map { samples in
                    [samples.min, samples.median, samples.p90].map { format($0, unit: row.unit) }
                } ?? ["", "", ""]
            let ratio = row.ratio.map { "\(fixed($0, Self.ratioDigits($0)))×" } ?? ""
            let target = row.target?.label ?? ""
            let met = row.target.map { $0.isMet ? "yes" : "**no**" } ?? ""
            let note = row.note.isEmpty ? "" : " (\(row.note))"
            lines.append("| \(row.scenario)\(note) | \(figures.joined(separator: " | ")) | \(ratio) | \(target) | \(met) |")
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ duration: Duration, unit: String) -> String {
        switch unit {
        case "ns": "\(fixed(duration.microseconds * 1_000, 0)) ns"
        case "ms": "\(fixed(duration.microseconds / 1_000, 2)) ms"
        default: "\(fixed(duration.microseconds, 1)) µs"
        }
    }

    /// How many decimals a ratio is printed with: three near 1, where a target like ≤ 1.05×
    /// needs them (1.05 could be 1.054, which misses it); four for the small fractions of
    /// scenario 3; fewer for the multiples of the hand-written builder.
    private static func ratioDigits(_ ratio: Double) -> Int {
        switch ratio {
        case ..<0.5: 4
        case ..<2: 3
        case ..<10: 2
        default: 1
        }
    }
}

/// `value` with `digits` decimals, without Foundation.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value * scale).rounded()
    let whole = Int(scaled / scale)
    guard digits > 0 else { return String(whole) }
    let fraction = Int(abs(scaled).truncatingRemainder(dividingBy: scale))
    let fractionText = String(fraction)
    let sign = value < 0 && whole == 0 ? "-" : ""
    return "\(sign)\(whole).\(String(repeating: "0", count: digits - fractionText.count))\(fractionText)"
}
