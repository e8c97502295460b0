import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

@Suite struct ScreenTypeMemoTests {
    /// Counts how often the memo asks for a value, and names the types it was asked about.
    final class FindOutCounter {
        var asked: [String] = []

        func isTestScreen(_ screenType: any Screen.Type) -> Bool {
            asked.append(String(describing: screenType))
            return screenType is any TestScreen.Type
        }
    }

    @Test func aValueIsFoundOutOncePerTypeWhateverItIs() {
        let memo = ScreenTypeMemo<Bool>()
        let counter = FindOutCounter()

        #expect(memo.value(for: Label.self, findOut: counter.isTestScreen))
        #expect(!memo.value(for: Plain.self, findOut: counter.isTestScreen))
        #expect(memo.value(for: Label.self, findOut: counter.isTestScreen))
        #expect(!memo.value(for: Plain.self, findOut: counter.isTestScreen))
        #expect(counter.asked == ["Label", "Plain"], "a type already known, true or false, is not asked about again")
    }

    @Test func anOptionalValueRemembersNilAsAnAnswer() {
        let memo = ScreenTypeMemo<String?>()
        var calls = 0
        func findNothing(_: any Screen.Type) -> String? {
            calls += 1
            return nil
        }
        for _ in 0..<3 {
            #expect(memo.value(for: Plain.self, findOut: findNothing) == nil)
        }
        #expect(calls == 1, "nil is what was found, not a sign that nothing was")
    }

    /// Working out one type's value may ask the same memo about another type (a container's
    /// describer naming its children's, say): `findOut` runs outside the memo's lock, so this
    /// returns instead of waiting on itself.
    @Test(.timeLimit(.minutes(1))) func findingOutMayAskTheSameMemo() async {
        let memo = ScreenTypeMemo<Int>()
        let value = memo.value(for: Label.self) { _ in
            memo.value(for: Plain.self) { _ in 1 } + 1
        }
        #expect(value == 2)
        #expect(memo.value(for: Plain.self) { _ in 99 } == 1)
    }

    @Test func eachMemoKeepsItsOwnValues() {
        let first = ScreenTypeMemo<Int>()
        let second = ScreenTypeMemo<Int>()
        #expect(first.value(for: Label.self) { _ in 1 } == 1)
        #expect(second.value(for: Label.self) { _ in 2 } == 2)
        #expect(first.value(for: Label.self) { _ in 3 } == 1)
    }
}
