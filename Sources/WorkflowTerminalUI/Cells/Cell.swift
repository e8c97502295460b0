/// One cell of the terminal: a character and its style.
///
/// A wide character (width 2) is stored in its left cell; the cell to its right is a
/// *continuation* (``isContinuation``) that draws nothing of its own.
public struct Cell: Hashable, Sendable {
    /// The character shown; a space for an empty cell.
    public var character: Character
    /// How it is drawn.
    public var style: CellStyle
    /// The columns ``character`` takes: 1, or 2 for a wide character; 0 for a continuation.
    public var width: UInt8

    /// A cell showing `character` (of width 1 or 2) in `style`.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.character = character
        self.style = style
        self.width = UInt8(max(1, TerminalWidth.of(character)))
    }

    /// A cell showing `character`, whose width the caller has measured already.
    init(_ character: Character, style: CellStyle, width: Int) {
        self.character = character
        self.style = style
        self.width = UInt8(max(1, width))
    }

    /// A cell as a buffer stored it, continuations (width 0) included.
    init(_ character: Character, style: CellStyle, storedWidth: UInt8) {
        self.character = character
        self.style = style
        width = storedWidth
    }

    /// An empty cell.
    public static var blank: Cell { Cell(" ") }

    /// The right half of a wide character drawn in `style`.
    static func continuation(style: CellStyle) -> Cell { Cell(" ", style: style, storedWidth: 0) }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// Cells are equal when they hold the same bytes in the same style: what a terminal would
    /// be sent. (Comparing the characters themselves would apply Unicode canonical
    /// equivalence, which is slower and may allocate; the screen writer compares every cell of
    /// every frame.)
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.width == rhs.width && lhs.style == rhs.style && sameCharacter(lhs.character, rhs.character)
    }

    /// Whether two characters have the same bytes. Characters stored bit for bit alike (the
    /// same short text, which Swift keeps inline, or the same storage) have; others are
    /// compared byte by byte.
    private static func sameCharacter(_ lhs: Character, _ rhs: Character) -> Bool {
        let identical = withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
        }
        return identical || lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Hashes the bytes and the style, in step with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        for byte in character.utf8 { hasher.combine(byte) }
        hasher.combine(style)
        hasher.combine(width)
    }
}
