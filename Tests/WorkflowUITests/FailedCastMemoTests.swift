import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

@Suite struct FailedCastMemoTests {
    /// Counts how often the memo lets a cast run.
    final class CastCounter {
        var calls = 0

        func castToTestScreen(_ screen: any Screen) -> (any TestScreen)? {
            calls += 1
            return screen as? any TestScreen
        }
    }

    @Test func aFailedCastIsTriedOncePerTypeAndASuccessfulOneEveryTime() {
        let memo = FailedCastMemo()
        let counter = CastCounter()

        #expect(memo.cast(Plain(text: "a"), counter.castToTestScreen) == nil)
        #expect(memo.cast(Plain(text: "b"), counter.castToTestScreen) == nil)
        #expect(counter.calls == 1, "the second plain screen is known not to conform")

        let label = memo.cast(Label("hello"), counter.castToTestScreen)
        #expect((label as? Label)?.text == "hello")
        #expect(memo.cast(Label("again"), counter.castToTestScreen) != nil)
        #expect(counter.calls == 3, "a cast that succeeded is tried again: its result is the screen itself")
    }

    @Test func eachMemoKeepsItsOwnFailures() {
        let first = FailedCastMemo()
        let second = FailedCastMemo()
        let counter = CastCounter()

        _ = first.cast(Plain(text: "a"), counter.castToTestScreen)
        _ = second.cast(Plain(text: "a"), counter.castToTestScreen)
        #expect(counter.calls == 2, "a failure remembered for one protocol says nothing about another")
    }
}
