/// A bar filled in proportion to ``fraction``, with the percentage after it:
/// `██████▌░░░░░░  47%`. Eighth blocks make the end move smoothly.
public final class ProgressBarView: TerminalView {
    /// How far along, from 0 to 1 (values outside are clamped).
    public var fraction: Double
    /// Whether the percentage is shown after the bar.
    public var showsPercentage: Bool

    /// A bar at `fraction`.
    public init(fraction: Double = 0, showsPercentage: Bool = true) {
        self.fraction = fraction
        self.showsPercentage = showsPercentage
    }

    /// As wide as proposed, one row.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: proposal.columns, rows: min(1, proposal.rows))
    }

    private static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Draws the filled part in the theme's success colour, the rest in its border colour.
    public override func draw(in canvas: inout TerminalCanvas) {
        let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
        // Five columns whatever the number, so the bar does not change length as it grows.
        let percentage = "\(Int((clamped * 100).rounded()))%"
        let label = showsPercentage ? String(repeating: " ", count: 5 - percentage.count) + percentage : ""
        let width = max(0, frame.size.columns - label.count)
        let eighths = Int((clamped * Double(width * 8)).rounded())
        var bar = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { bar.append(Self.partialBlocks[eighths % 8 - 1]) }
        let filled = canvas.write(bar, at: frame.origin, style: CellStyle(foreground: canvas.theme.success))
        let rest = String(repeating: "░", count: max(0, width - filled))
        canvas.write(
            rest, at: TerminalPoint(column: frame.minColumn + filled, row: frame.minRow), style: CellStyle(foreground: canvas.theme.border))
        canvas.write(label, at: TerminalPoint(column: frame.minColumn + width, row: frame.minRow), style: canvas.theme.secondary)
    }
}
