import Testing
import WorkflowTerminalUI
import WorkflowUI

/// Padding, splits beside panels, and stacks on short screens.
@MainActor
@Suite struct LayoutTests {
    private func draw(_ view: TerminalView, columns: Int, rows: Int) -> String {
        TerminalWindow(root: view, size: TerminalSize(columns: columns, rows: rows)).render().text
    }

    @Test func aSplitOfTwoPanelsHasNoDividerBetweenThem() {
        let split = SplitView(ratio: 0.5)
        split.setChildren([PanelView(content: TextView("L")), PanelView(content: TextView("R"))])
        #expect(!split.hasDivider)
        #expect(draw(split, columns: 12, rows: 3).split(separator: "\n")[1] == "│ L  ││ R  │", "two lines where the panels meet, not three")
    }

    @Test func aSplitOfPlainViewsKeepsItsDivider() {
        let split = SplitView(ratio: 0.5)
        split.setChildren([TextView("L"), TextView("R")])
        #expect(split.hasDivider)
        #expect(draw(split, columns: 5, rows: 1) == "L │R")
    }

    @Test func aPanelInsideAScreenViewCountsAsBordered() {
        let wrapper = TerminalView()
        wrapper.setChildren([PanelView()])
        #expect(wrapper.isBordered)
        wrapper.setChildren([PanelView(), TextView()])
        #expect(!wrapper.isBordered)
    }

    @Test func onAShortScreenTheListKeepsItsMinimumAndTheLowerPriorityLineGoes() {
        let list = ListView(rows: (1...10).map { ListView.Row("item \($0)") })
        let hint = TextView("a hint line")
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([
            StackView.Item(TextView("Title"), .fit),
            StackView.Item(list, .fill, minimum: 3),
            StackView.Item(hint, .fit, priority: -1),
        ])
        let roomy = TerminalWindow(root: stack, size: TerminalSize(columns: 20, rows: 12))
        roomy.layout()
        #expect(list.frame.size.rows == 8)
        #expect(hint.frame.size.rows == 1)

        let short = TerminalWindow(root: stack, size: TerminalSize(columns: 20, rows: 5))
        short.layout()
        #expect(list.frame.size.rows == 3, "the list keeps its minimum")
        #expect(hint.frame.isEmpty, "the hint line gave way")
        #expect(short.render().text == "Title\n\n› item 1\n  item 2\n  item 3")
    }

    @Test func itemsShrinkTowardsTheirMinimumsLowestPriorityFirst() {
        let high = TextView((1...4).map { "high \($0)" }.joined(separator: "\n"))
        let low = TextView((1...4).map { "low \($0)" }.joined(separator: "\n"))
        let stack = StackView(.vertical)
        stack.setItems([StackView.Item(high, .fit, minimum: 1, priority: 1), StackView.Item(low, .fit, minimum: 2)])
        TerminalWindow(root: stack, size: TerminalSize(columns: 10, rows: 5)).layout()
        #expect(high.frame.size.rows == 3)
        #expect(low.frame.size.rows == 2)
    }

    @Test func anEmptyTextTakesNoRoom() {
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(TextView("a"), .fit), (TextView(""), .fit), (TextView("b"), .fit)])
        #expect(draw(stack, columns: 3, rows: 4) == "a\n\nb\n")
    }
}
