/// The first element id of each row of a compactly kept list (``KeptRows``), in row order.
///
/// A list's rows are given their ids in blocks as it is built, so when every row has the same
/// number of elements (the usual list), and while no row has been inserted, moved or rebuilt,
/// the ids step evenly and three numbers say them all: a list of 1,000 rows keeps 24 bytes
/// instead of 8,000 a session. Rows of differing sizes, or the first change that breaks the
/// step, write the ids out one by one; a rearrangement that restores it makes them compact again.
struct RowFirstIDs: RandomAccessCollection {
    private enum Storage {
        /// `count` ids from `first`, each `step` after the one before; `step` is positive.
        case evenlySpaced(first: Int, step: Int, count: Int)
        case listed([Int])
    }

    private var storage: Storage

    /// The ids in `ids`, kept compactly when they step evenly upwards.
    init(_ ids: [Int]) {
        storage = Self.evenSpacing(of: ids) ?? .listed(ids)
    }

    /// Whether the ids are kept as a progression (for tests: either form reads the same).
    var isEvenlySpaced: Bool {
        if case .evenlySpaced = storage { true } else { false }
    }

    /// The first row's index: rows are numbered from 0, as in the list's items.
    var startIndex: Int { 0 }

    /// The number of rows.
    var endIndex: Int {
        switch storage {
        case .evenlySpaced(_, _, let count): count
        case .listed(let ids): ids.count
        }
    }

    /// The first id of the row at `index`.
    subscript(index: Int) -> Int {
        switch storage {
        case .evenlySpaced(let first, let step, let count):
            precondition(index >= 0 && index < count, "row \(index) is outside a list of \(count) rows")
            return first + index * step
        case .listed(let ids):
            return ids[index]
        }
    }

    /// Makes `id` the first id of the row at `index`; setting the id it has changes nothing.
    mutating func set(_ id: Int, at index: Int) {
        guard self[index] != id else { return }
        var ids: [Int]
        switch storage {
        case .evenlySpaced: ids = Array(self)
        case .listed(let listed): ids = listed
        }
        // Leaves `ids` the array's only reference, so that the change below is made in place.
        storage = .listed([])
        ids[index] = id
        // Not checked for even spacing again: one row's new id almost never restores it.
        storage = .listed(ids)
    }

    /// The index of the row whose first id is the greatest at or below `id`: the only row that
    /// can hold the element `id`, since each row's ids follow its first.
    func row(holding id: Int) -> Int? {
        switch storage {
        case .evenlySpaced(let first, let step, let count):
            guard count > 0, id >= first else { return nil }
            return Swift.min((id - first) / step, count - 1)
        case .listed(let ids):
            var best: (index: Int, firstID: Int)?
            for (index, firstID) in ids.enumerated() where firstID <= id && firstID > (best?.firstID ?? Int.min) {
                best = (index, firstID)
            }
            return best?.index
        }
    }

    /// `ids` as a progression, or `nil` when they do not step evenly upwards (a step of zero or
    /// less never happens between blocks of ids, and would break ``row(holding:)``).
    private static func evenSpacing(of ids: [Int]) -> Storage? {
        guard let first = ids.first else { return .evenlySpaced(first: 0, step: 1, count: 0) }
        guard ids.count > 1 else { return .evenlySpaced(first: first, step: 1, count: 1) }
        let step = ids[1] - first
        guard step > 0 else { return nil }
        for index in 2..<ids.count where ids[index] - ids[index - 1] != step { return nil }
        return .evenlySpaced(first: first, step: step, count: ids.count)
    }
}
