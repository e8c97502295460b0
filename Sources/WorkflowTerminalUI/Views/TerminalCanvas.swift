/// Where a view draws: the frame's cell buffer, seen through the view's clip rectangle, so
/// nothing a view draws lands outside its frame.
public struct TerminalCanvas {
    /// The whole frame.
    public internal(set) var buffer: CellBuffer
    /// The cells the current view may draw in.
    public internal(set) var clip: TerminalRect
    /// The theme the current view draws with: the one its screen's environment gave it, or its
    /// nearest ancestor's.
    public internal(set) var theme: TerminalTheme

    /// A canvas over a blank buffer of `size`, drawn in `theme` unless a view's environment says
    /// otherwise.
    public init(size: TerminalSize, theme: TerminalTheme = .dark) {
        buffer = CellBuffer(size: size)
        clip = buffer.bounds
        self.theme = theme
    }

    /// Writes `text` on one row from `point`, clipped; returns the columns it took.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: TerminalPoint, style: CellStyle = .plain) -> Int {
        buffer.write(text, at: point, style: style, clip: clip)
    }

    /// Fills `rect` (clipped) with `cell`.
    public mutating func fill(_ rect: TerminalRect, with cell: Cell = .blank) {
        buffer.fill(rect.intersection(clip), with: cell)
    }

    /// Changes the style of the cells in `rect` (clipped), keeping their characters.
    public mutating func restyle(_ rect: TerminalRect, _ change: (inout CellStyle) -> Void) {
        buffer.restyle(rect.intersection(clip), change)
    }
}
