@_spi(Backend) import WorkflowUI

/// A ``WorkflowUI/NavigationBar`` as one header row over a back stack's top frame: the leading
/// button on the left (`‹ Back` when it goes back), the title in the middle, the trailing
/// button on the right. Its keys are the back stack's: Escape presses the leading button and F2
/// the trailing one, so they work wherever focus is in the frame, and the hint footer names
/// them. A click on a button presses it too.
final class NavigationBarView: TerminalView {
    var bar: ShownNavigationBar?

    /// One row, as wide as offered.
    override func measure(proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: proposal.columns, rows: min(1, proposal.rows))
    }

    override func draw(in canvas: inout TerminalCanvas) {
        guard let bar else { return }
        let theme = canvas.theme
        let row = frame.origin.row
        // One blank column at each end, as a panel's padding.
        let start = frame.minColumn + 1
        let end = frame.maxColumn - 1
        var leadingEnd = start
        if let leading = bar.leading {
            leadingEnd += canvas.write(
                Self.label(of: leading), at: TerminalPoint(column: start, row: row), style: style(of: leading, theme))
        }
        var trailingStart = end
        if let trailing = bar.trailing {
            let label = Self.label(of: trailing)
            trailingStart = max(leadingEnd + 1, end - TerminalWidth.of(label))
            canvas.write(label, at: TerminalPoint(column: trailingStart, row: row), style: style(of: trailing, theme))
        }
        // The title is centred on the row, moved aside (and cut) where a button is in the way.
        let title = TextLayout.truncate(bar.title, to: max(0, trailingStart - leadingEnd - 2))
        let width = TerminalWidth.of(title)
        let centred = frame.minColumn + (frame.size.columns - width) / 2
        let column = max(leadingEnd + 1, min(centred, trailingStart - 1 - width))
        canvas.write(title, at: TerminalPoint(column: column, row: row), style: theme.title)
    }

    /// `‹ Back` for the way back, `[ Save ]` for any other button.
    static func label(of button: ShownNavigationBar.Button) -> String {
        button.isBack ? "‹ \(button.title)" : "[ \(button.title) ]"
    }

    private func style(of button: ShownNavigationBar.Button, _ theme: TerminalTheme) -> CellStyle {
        button.action == nil ? theme.secondary.dim : CellStyle(foreground: theme.accent)
    }

    /// A click on a button's label presses it.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.action == .press(.left), frame.contains(event.position), let bar else { return false }
        if let leading = bar.leading, let action = leading.action,
            event.position.column <= frame.minColumn + TerminalWidth.of(Self.label(of: leading))
        {
            action()
            return true
        }
        if let trailing = bar.trailing, let action = trailing.action,
            event.position.column >= frame.maxColumn - 1 - TerminalWidth.of(Self.label(of: trailing))
        {
            action()
            return true
        }
        return false
    }
}
