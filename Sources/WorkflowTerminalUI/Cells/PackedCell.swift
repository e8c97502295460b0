/// A ``Cell`` as a ``CellBuffer`` stores it: 32 bytes of plain data, with no padding and no
/// reference, so that a blank frame is a fill of words, copying and freeing a frame touch no
/// reference counts, and two cells (or two whole rows) are equal exactly when their bytes are.
///
/// The character is kept as its UTF-8 bytes when they fit in 15, which is every character but
/// long emoji sequences and stacks of combining marks; those are kept in the buffer's
/// ``LongCharacters`` and the cell holds their number there.
struct PackedCell: Equatable {
    /// The character's UTF-8 bytes 0–7, unused ones zero (or, for a long character, its
    /// number in the buffer's ``LongCharacters``).
    private var text0: UInt64
    /// The character's UTF-8 bytes 8–14, then the count of bytes in the last byte (or
    /// ``longMarker``).
    private var text1: UInt64
    /// ``CellStyle/foreground``, packed by ``TerminalColor/packed``.
    private var foreground: UInt32
    /// ``CellStyle/background``, packed the same way.
    private var background: UInt32
    /// ``CellStyle``'s flags: bold, underlined, inverse, dim.
    private var attributes: UInt8
    /// ``Cell/width``.
    let width: UInt8
    // Zero, so that every byte of the 32 is set and comparing bytes compares cells.
    private var reserved16: UInt16 = 0
    private var reserved32: UInt32 = 0

    /// The most UTF-8 bytes a cell holds itself.
    static let inlineCapacity = 15
    /// The count byte of a character kept in ``LongCharacters``.
    private static let longMarker: UInt8 = 0xFF

    /// The empty cell: a space, plain.
    static let blank = PackedCell(ascii: 0x20, style: .plain)

    /// A cell of one printable ASCII byte, of `width` 1 (or 0 for a continuation).
    init(ascii byte: UInt8, style: CellStyle, width: UInt8 = 1) {
        // Byte 0 of the text is the character, byte 15 the count, whatever the byte order.
        text0 = UInt64(byte).littleEndian
        text1 = (UInt64(1) << 56).littleEndian
        foreground = style.foreground.packed
        background = style.background.packed
        attributes = Self.attributes(of: style)
        self.width = width
    }

    /// This one-byte cell with `byte` as its character instead: its style packed once for a
    /// run of ASCII text.
    func withASCII(_ byte: UInt8) -> PackedCell {
        var cell = self
        cell.text0 = UInt64(byte).littleEndian
        return cell
    }

    /// `cell`, its character kept in `longCharacters` if it does not fit.
    init(_ cell: Cell, longCharacters: inout LongCharacters) {
        var text: (UInt64, UInt64) = (0, 0)
        let utf8 = cell.character.utf8
        if utf8.count <= Self.inlineCapacity {
            withUnsafeMutableBytes(of: &text) { bytes in
                for (offset, byte) in utf8.enumerated() { bytes[offset] = byte }
                bytes[15] = UInt8(utf8.count)
            }
        } else {
            text.0 = UInt64(longCharacters.number(of: cell.character))
            withUnsafeMutableBytes(of: &text) { $0[15] = Self.longMarker }
        }
        text0 = text.0
        text1 = text.1
        foreground = cell.style.foreground.packed
        background = cell.style.background.packed
        attributes = Self.attributes(of: cell.style)
        width = cell.width
    }

    /// The right half of a wide character drawn in `style`.
    static func continuation(style: CellStyle) -> PackedCell {
        PackedCell(ascii: 0x20, style: style, width: 0)
    }

    /// Whether the character is kept in the buffer's ``LongCharacters``, so that equal bytes
    /// do not mean equal cells across buffers.
    var isLong: Bool { UInt64(littleEndian: text1) >> 56 == UInt64(Self.longMarker) }

    /// Whether this is the right half of a wide character.
    var isContinuation: Bool { width == 0 }

    /// The cell, its character read from `longCharacters` if it is kept there.
    func cell(longCharacters: LongCharacters) -> Cell {
        Cell(character(longCharacters: longCharacters), style: style, storedWidth: width)
    }

    /// The character, read from `longCharacters` if it is kept there.
    func character(longCharacters: LongCharacters) -> Character {
        if isLong { return longCharacters[Int(text0)] }
        return withUTF8 { Character(String(decoding: $0, as: UTF8.self)) }
    }

    /// Calls `body` with the character's UTF-8 bytes; not for a long character.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withUnsafeBytes(of: (text0, text1)) { bytes in
            body(UnsafeRawBufferPointer(rebasing: bytes[0..<Int(bytes[15])]))
        }
    }

    /// How the character is drawn.
    var style: CellStyle {
        get {
            CellStyle(
                foreground: TerminalColor(packed: foreground),
                background: TerminalColor(packed: background),
                isBold: attributes & Self.bold != 0,
                isUnderlined: attributes & Self.underlined != 0,
                isInverse: attributes & Self.inverse != 0,
                isDim: attributes & Self.dim != 0
            )
        }
        set {
            foreground = newValue.foreground.packed
            background = newValue.background.packed
            attributes = Self.attributes(of: newValue)
        }
    }

    /// Whether the two cells have the same style, without unpacking either.
    func hasSameStyle(as other: PackedCell) -> Bool {
        foreground == other.foreground && background == other.background && attributes == other.attributes
    }

    /// Whether the two cells show the same thing, `self` from a buffer with `longCharacters`,
    /// `other` from one with `otherLongCharacters`.
    func isSame(as other: PackedCell, longCharacters: LongCharacters, otherLongCharacters: LongCharacters) -> Bool {
        guard isLong, other.isLong else { return self == other }
        return width == other.width && hasSameStyle(as: other)
            && longCharacters[Int(text0)].utf8.elementsEqual(otherLongCharacters[Int(other.text0)].utf8)
    }

    /// The same cell with its style changed by `change`.
    mutating func restyle(_ change: (inout CellStyle) -> Void) {
        var newStyle = style
        change(&newStyle)
        style = newStyle
    }

    private static let bold: UInt8 = 1
    private static let underlined: UInt8 = 2
    private static let inverse: UInt8 = 4
    private static let dim: UInt8 = 8

    private static func attributes(of style: CellStyle) -> UInt8 {
        (style.isBold ? bold : 0) | (style.isUnderlined ? underlined : 0) | (style.isInverse ? inverse : 0) | (style.isDim ? dim : 0)
    }
}

extension TerminalColor {
    /// The colour in four bytes: the case in the high byte, its values below.
    var packed: UInt32 {
        switch self {
        case .default: 0
        case .basic(let index): 1 << 24 | UInt32(index)
        case .palette(let index): 2 << 24 | UInt32(index)
        case .rgb(let red, let green, let blue): 3 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    /// The colour ``packed`` made `packed` from.
    init(packed: UInt32) {
        let low = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 {
        case 1: self = .basic(low)
        case 2: self = .palette(low)
        case 3: self = .rgb(red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8), blue: low)
        default: self = .default
        }
    }
}
