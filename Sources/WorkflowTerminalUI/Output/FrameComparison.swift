import WorkflowPlatform

/// Finds what changed between the frame on the terminal and the next, for the
/// ``ScreenWriter``: rows whose stamps match are equal unseen, rows with the same bytes are
/// equal after one `memcmp`, and only the rest are compared cell by cell. Without a last
/// frame, the terminal was just cleared, and every cell but a blank one has changed.
struct FrameComparison {
    private let old: CellBuffer?
    private let new: CellBuffer
    /// Whether equal stored bytes mean equal cells: no character of either frame is kept
    /// apart (see ``LongCharacters``), where equal numbers need not mean equal characters.
    private let bytesDecide: Bool

    /// Compares `new` with `old`, which has the same size, or with a cleared screen.
    init(old: CellBuffer?, new: CellBuffer) {
        self.old = old
        self.new = new
        bytesDecide = new.longCharacters.isEmpty && (old?.longCharacters.isEmpty ?? true)
    }

    /// Whether the row needs no writing at all.
    func rowIsUnchanged(_ row: Int) -> Bool {
        guard let old else { return false }
        if old.rowStamps[row] == new.rowStamps[row] { return true }
        guard bytesDecide else { return false }
        let columns = new.size.columns
        // PackedCell has no padding, so equal bytes are exactly equal cells.
        return old.storage.withUnsafeBytes { oldBytes in
            new.storage.withUnsafeBytes { newBytes in
                // Empty frames have no storage, and no rows to compare.
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return true }
                let stride = MemoryLayout<PackedCell>.stride
                let offset = row * columns * stride
                return memcmp(oldBase + offset, newBase + offset, columns * stride) == 0
            }
        }
    }

    /// Whether the `width` cells from `index` are as they are on the terminal.
    func isUnchanged(_ index: Int, width: Int) -> Bool {
        guard let old else { return new.storage[index] == .blank }
        for cell in index..<index + width {
            let same =
                bytesDecide
                ? old.storage[cell] == new.storage[cell]
                : old.storage[cell].isSame(
                    as: new.storage[cell], longCharacters: old.longCharacters, otherLongCharacters: new.longCharacters)
            if !same { return false }
        }
        return true
    }
}
