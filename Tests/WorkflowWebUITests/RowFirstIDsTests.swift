import Testing
@testable import WorkflowWebUI

/// A kept list's row ids: read back as they were given, whether kept compactly or listed, and
/// the row that holds an element found the same way in both forms.
@Suite struct RowFirstIDsTests {
    @Test func evenlySpacedIDsReadBackAsGiven() {
        let ids = RowFirstIDs([10, 13, 16, 19])
        #expect(ids.isEvenlySpaced)
        #expect(Array(ids) == [10, 13, 16, 19])
        #expect(ids.count == 4)
    }

    @Test func unevenIDsReadBackAsGiven() {
        let ids = RowFirstIDs([10, 11, 15, 12])
        #expect(!ids.isEvenlySpaced)
        #expect(Array(ids) == [10, 11, 15, 12])
    }

    /// A step of zero or downwards cannot come from blocks of ids; such ids are listed, and the
    /// row holding an id is searched for as the old list did.
    @Test func repeatedAndFallingIDsAreListed() {
        let repeated = RowFirstIDs([5, 5, 5])
        let falling = RowFirstIDs([9, 6, 3])
        #expect(!repeated.isEvenlySpaced)
        #expect(!falling.isEvenlySpaced)
        #expect(Array(repeated) == [5, 5, 5])
        #expect(Array(falling) == [9, 6, 3])
        #expect(repeated.row(holding: 7) == 0)
        #expect(falling.row(holding: 7) == 1)
    }

    @Test func emptyAndSingleListsReadBack() {
        #expect(Array(RowFirstIDs([])).isEmpty)
        #expect(Array(RowFirstIDs([7])) == [7])
        #expect(RowFirstIDs([]).row(holding: 3) == nil)
        #expect(RowFirstIDs([7]).row(holding: 9) == 0)
        #expect(RowFirstIDs([7]).row(holding: 6) == nil)
    }

    @Test func settingAnIDChangesThatRowOnly() {
        var ids = RowFirstIDs([1, 2, 3, 4])
        ids.set(3, at: 2)
        #expect(ids.isEvenlySpaced)
        #expect(Array(ids) == [1, 2, 3, 4])
        ids.set(40, at: 1)
        #expect(!ids.isEvenlySpaced)
        #expect(Array(ids) == [1, 40, 3, 4])
        ids.set(50, at: 3)
        #expect(Array(ids) == [1, 40, 3, 50])
    }

    /// Each row's elements take the ids from its first on, so an element belongs to the row
    /// whose first id is the greatest at or below its own.
    @Test func theRowHoldingAnElementIsFoundInBothForms() {
        let spaced = RowFirstIDs([10, 13, 16])
        let listed = RowFirstIDs([16, 10, 13, 30])
        #expect(spaced.row(holding: 9) == nil)
        #expect(spaced.row(holding: 10) == 0)
        #expect(spaced.row(holding: 12) == 0)
        #expect(spaced.row(holding: 13) == 1)
        #expect(spaced.row(holding: 18) == 2)
        #expect(spaced.row(holding: 500) == 2)
        #expect(listed.row(holding: 9) == nil)
        #expect(listed.row(holding: 11) == 1)
        #expect(listed.row(holding: 14) == 2)
        #expect(listed.row(holding: 17) == 0)
        #expect(listed.row(holding: 31) == 3)
    }
}
