/// A spinning mark before a label, while something is under way: `⠹ Searching…`.
///
/// The spinner draws the frame for ``tick`` and never animates itself: the workflow counts
/// ticks with a timer worker while the work runs (and renders the count), so the app redraws
/// only when a tick arrives and nothing spins in a loop.
///
/// ```swift
/// if state.isBusy {
///     TimerWorker(every: .milliseconds(100), clock: clock)
///         .mapOutput { _ in Action.spin }
///         .running(in: context, key: "spinner")
/// }
/// ```
public final class SpinnerView: TerminalView {
    /// The frames, in order.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The ticks counted so far; the frame shown is this one, modulo the frames.
    public var tick: Int
    /// Shown after the mark.
    public var label: String
    /// Whether the mark is shown; the label alone shows when nothing is under way.
    public var isSpinning: Bool

    /// A spinner at `tick`.
    public init(label: String = "", tick: Int = 0, isSpinning: Bool = true) {
        self.label = label
        self.tick = tick
        self.isSpinning = isSpinning
    }

    /// The mark, a space and the label, on one row.
    public override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: min(proposal.columns, TerminalWidth.of(label) + 2), rows: min(proposal.rows, 1))
    }

    /// Draws the frame for ``tick`` in the theme's accent, then the label, muted.
    public override func draw(in canvas: inout TerminalCanvas) {
        var column = frame.minColumn
        if isSpinning {
            let mark = Self.frames[((tick % Self.frames.count) + Self.frames.count) % Self.frames.count]
            canvas.write(String(mark), at: frame.origin, style: CellStyle(foreground: canvas.theme.accent, isBold: true))
            column += 2
        }
        let shown = TextLayout.ellipsized(label, to: frame.maxColumn - column)
        canvas.write(shown, at: TerminalPoint(column: column, row: frame.minRow), style: canvas.theme.secondary)
    }
}
