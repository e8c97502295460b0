import Testing

@testable import WorkflowWebUI

/// The patches a session keeps for a page that rejoins: the latest ones, oldest first, within a
/// count and a byte limit, including once the ring has wrapped.
@Suite struct RecentPatchesTests {
    private func patch(_ number: Int) -> ServerMessage {
        .patch(sequence: number, acknowledged: 0, operations: [.setText(parent: 1, index: 0, text: "\(number)")])
    }

    private func numbers(_ patches: RecentPatches) -> [Int] {
        patches.inOrder.map { message in
            guard case .patch(let number, _, _) = message else { return -1 }
            return number
        }
    }

    @Test func theLatestAreKeptOldestFirstOnceTheRingWraps() {
        var patches = RecentPatches(countLimit: 4, byteLimit: 1_000)
        for number in 1...3 { patches.append(patch(number), size: 10) }
        #expect(numbers(patches) == [1, 2, 3])
        for number in 4...10 { patches.append(patch(number), size: 10) }
        #expect(numbers(patches) == [7, 8, 9, 10])
    }

    @Test func theOldestGoPastTheByteLimitAfterTheRingWrapped() {
        var patches = RecentPatches(countLimit: 4, byteLimit: 100)
        for number in 1...6 { patches.append(patch(number), size: 20) }
        #expect(numbers(patches) == [3, 4, 5, 6])
        patches.append(patch(7), size: 70)
        #expect(numbers(patches) == [6, 7])
        for number in 8...12 { patches.append(patch(number), size: 5) }
        #expect(numbers(patches) == [9, 10, 11, 12])
    }

    @Test func aPatchOverTheByteLimitAloneIsNotKept() {
        var patches = RecentPatches(countLimit: 4, byteLimit: 100)
        patches.append(patch(1), size: 10)
        patches.append(patch(2), size: 150)
        #expect(numbers(patches).isEmpty)
        patches.append(patch(3), size: 10)
        #expect(numbers(patches) == [3])
    }
}
