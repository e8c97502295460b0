/// Compares the cells of two frames of the same size (or of a frame with one blank cell) where
/// the writer compares thousands per frame: by their stored bytes first, and only when those
/// differ by ``Cell``'s `==`.
///
/// Equal stored bytes (the character's inline text or storage reference, the style, the width)
/// mean equal cells; different bytes need not mean different cells (a character stored
/// elsewhere, unused bytes of a colour that differ), which `==` settles.
struct CellComparison {
    private let old: UnsafeBufferPointer<Cell>
    private let new: UnsafeBufferPointer<Cell>

    /// Compares `old` and `new`, which hold the same number of cells and must stay valid while
    /// the comparison is used.
    init(_ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>) {
        self.old = old
        self.new = new
    }

    /// Whether the `width` cells from `index` (inside both) are equal.
    func same(_ index: Int, width: Int) -> Bool {
        var cell = index
        while cell < index + width {
            guard sameBytes(cell, cell) || old[cell] == new[cell] else { return false }
            cell += 1
        }
        return true
    }

    /// Whether the new frame's cells at `index` and `other` have equal styles.
    func sameStyle(_ index: Int, _ other: Int) -> Bool {
        guard let base = new.baseAddress, let offset = Self.styleOffset else { return new[index].style == new[other].style }
        let a = UnsafeRawPointer(base + index) + offset
        let b = UnsafeRawPointer(base + other) + offset
        let size = MemoryLayout<CellStyle>.size
        // Two words cover the style when it is 9 to 16 bytes; otherwise compare the values.
        guard size > 8, size <= 16 else { return new[index].style == new[other].style }
        let same = a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
            && a.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
        return same || new[index].style == new[other].style
    }

    private static var styleOffset: Int? { MemoryLayout<Cell>.offset(of: \.style) }

    /// The stored bytes of a cell: its size, not its stride, so trailing padding (which copies
    /// need not preserve) is left out.
    private static var significantBytes: Int { MemoryLayout<Cell>.size }

    /// Whether the old cell at `oldIndex` and the new one at `newIndex` have the same stored
    /// bytes: `true` means equal, `false` only probably different.
    func sameBytes(_ oldIndex: Int, _ newIndex: Int) -> Bool {
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return false }
        let a = UnsafeRawPointer(oldBase + oldIndex)
        let b = UnsafeRawPointer(newBase + newIndex)
        // Words from the start, then one ending at the last significant byte (overlapping the
        // one before when the size is not a multiple of eight).
        var offset = 0
        while offset + 8 <= Self.significantBytes {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        guard offset < Self.significantBytes else { return true }
        let last = Self.significantBytes - 8
        return a.loadUnaligned(fromByteOffset: last, as: UInt64.self) == b.loadUnaligned(fromByteOffset: last, as: UInt64.self)
    }
}
