import Testing
@testable import WorkflowInspector

/// The diff of two states' text, worked out only when it is read: the changed lines, what
/// holds them, and a count of the rest.
struct StateDiffTests {
    let before = """
        State(
          items: [
            [0]: Item(
              id: 1,
              title: "Water the plants",
              isDone: false
            ),
            [1]: Item(
              id: 2,
              title: "Call the bank",
              isDone: true
            )
          ],
          page: .list
        )
        """

    @Test func aChangedFieldIsShownInsideWhatHoldsIt() {
        let after = before.replacingOccurrences(of: "\"Water the plants\"", with: "\"Water the plants now\"")
        #expect(
            StateText.diff(before, after) == """
                  State(
                    items: [
                      [0]: Item(
                        … (1 unchanged line)
                -       title: "Water the plants",
                +       title: "Water the plants now",
                        … (1 unchanged line)
                      ),
                      … (5 unchanged lines)
                    ],
                    … (1 unchanged line)
                  )
                """)
    }

    @Test func anInsertedLineIsTheOnlyLineMarked() {
        let after = before.replacingOccurrences(of: "  page: .list", with: "  page: .list,\n  isConfirmingDelete: false")
        let diff = StateText.diff(before, after) ?? ""
        #expect(
            diff.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") } == [
                "-   page: .list", "+   page: .list,", "+   isConfirmingDelete: false",
            ])
    }

    @Test func aScalarChangeIsTwoLinesAndNoChangeIsNil() {
        #expect(StateText.diff("0", "1") == "- 0\n+ 1")
        #expect(StateText.diff(before, before) == nil)
    }
}
