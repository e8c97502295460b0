import Testing
import WorkflowTerminalUI

/// Lays `root` out on a screen of `columns` × `rows` and returns what it shows.
@MainActor func draw(_ root: TerminalView, columns: Int, rows: Int) -> String {
    TerminalWindow(root: root, size: TerminalSize(columns: columns, rows: rows)).render().text
}

@MainActor
@Suite struct ViewTests {
    @Test func textWrapsAndAligns() {
        let text = TextView("one two three", alignment: .trailing)
        #expect(draw(text, columns: 8, rows: 3) == " one two\n   three\n")
        #expect(text.measure(proposal: TerminalSize(columns: 8, rows: 10)) == TerminalSize(columns: 7, rows: 2))
    }

    @Test func aVerticalStackGivesFittedItemsTheirHeightAndSharesTheRest() {
        let stack = StackView(.vertical)
        let top = TextView("top")
        let first = TextView("first")
        let second = TextView("second")
        stack.setItems([(top, .fit), (first, .fill), (second, .fill), (TextView("end"), .fixed(1))])
        _ = draw(stack, columns: 10, rows: 8)
        #expect(top.frame == TerminalRect(column: 0, row: 0, columns: 10, rows: 1))
        // 8 rows - 1 fitted - 1 fixed = 6, shared 3 and 3.
        #expect(first.frame == TerminalRect(column: 0, row: 1, columns: 10, rows: 3))
        #expect(second.frame == TerminalRect(column: 0, row: 4, columns: 10, rows: 3))
    }

    @Test func aHorizontalStackWithSpacingMeasuresItsItems() {
        let stack = StackView(.horizontal, spacing: 1)
        stack.setItems([(ButtonView("A"), .fit), (ButtonView("漢"), .fit)])
        #expect(stack.measure(proposal: TerminalSize(columns: 40, rows: 5)) == TerminalSize(columns: 5 + 1 + 6, rows: 1))
        #expect(draw(stack, columns: 20, rows: 1) == "[ A ] [ 漢 ]")
    }

    @Test func aPanelDrawsItsBorderAndTitleAroundItsContent() {
        let panel = PanelView(title: "Title", content: TextView("inside"))
        #expect(
            draw(panel, columns: 12, rows: 3) == """
                ┌ Title ───┐
                │ inside   │
                └──────────┘
                """)
        // The content, a column of padding and the border on each side.
        #expect(panel.measure(proposal: TerminalSize(columns: 40, rows: 40)) == TerminalSize(columns: 10, rows: 3))
        // Wide enough for the title with a space either side, plus the border.
        panel.title = "A longer title"
        #expect(panel.measure(proposal: TerminalSize(columns: 40, rows: 40)) == TerminalSize(columns: 18, rows: 3))
        panel.horizontalPadding = 0
        #expect(draw(panel, columns: 8, rows: 3).split(separator: "\n")[1] == "│inside│")
    }

    @Test func aSplitGivesTheLeadingSideItsRatio() {
        let split = SplitView(ratio: 0.25)
        split.setChildren([TextView("L"), TextView("R")])
        #expect(draw(split, columns: 9, rows: 1) == "L │R")
    }

    @Test func aListScrollsToKeepTheHighlightVisibleAndActivatesIt() {
        var activated: [Int] = []
        let list = ListView(rows: (1...10).map { ListView.Row("row \($0)") }, onActivate: { activated.append($0) })
        let window = TerminalWindow(root: list, size: TerminalSize(columns: 10, rows: 3))
        #expect(window.render().text == "› row 1\n  row 2\n  row 3")
        for _ in 0..<4 { window.handle(.down) }
        #expect(window.render().text == "  row 3\n  row 4\n› row 5")
        window.handle(.end)
        #expect(list.scrollOffset == 7)
        window.handle(.pageUp)
        #expect(list.highlightedIndex == 7)
        window.handle(.enter)
        #expect(activated == [7])
    }

    @Test func aShrinkingListKeepsTheHighlightInRange() {
        let list = ListView(rows: (1...5).map { ListView.Row("\($0)") })
        list.highlightedIndex = 4
        list.rows = [ListView.Row("only")]
        #expect(list.highlightedIndex == 0)
    }

    @Test func aTextFieldEditsAtItsCursorAndReportsEveryChange() {
        var changes: [String] = []
        var submitted = 0
        let field = TextFieldView(text: "ac", onChange: { changes.append($0) }, onSubmit: { submitted += 1 })
        let window = TerminalWindow(root: field, size: TerminalSize(columns: 10, rows: 1))
        _ = window.render()
        for key: Key in [.left, .character("b"), .end, .paste("d\ne"), .home, .delete, .backspace, .enter] {
            window.handle(key)
        }
        #expect(changes == ["abc", "abcde", "bcde"])
        #expect(field.cursor == 0)
        #expect(submitted == 1)
    }

    @Test func aTextFieldScrollsToShowItsCursorAndKeepsItWhenTheTextIsEchoed() {
        let field = TextFieldView(text: "abcdefghij")
        let window = TerminalWindow(root: field, size: TerminalSize(columns: 5, rows: 1))
        #expect(window.render().text == "ghij")
        #expect(window.render()[4, 0].style.isInverse)
        window.handle(.left)
        field.text = "abcdefghij"
        #expect(field.cursor == 9)
    }

    @Test func anEmptyUnfocusedTextFieldShowsItsPlaceholder() {
        let stack = StackView(.vertical)
        let field = TextFieldView(placeholder: "Name")
        let button = ButtonView("OK")
        stack.setItems([(field, .fixed(1)), (button, .fit)])
        let window = TerminalWindow(root: stack, size: TerminalSize(columns: 10, rows: 2))
        window.focus(button)
        #expect(window.render().text == "Name\n[ OK ]")
    }
}

/// Placeholders in focused fields, and "…" where text does not fit.
@MainActor
@Suite struct PlaceholderAndEllipsisTests {
    @Test func anEmptyFocusedTextFieldShowsItsPlaceholderDimmedWithTheCursorOnItsFirstCharacter() {
        let field = TextFieldView(placeholder: "Name")
        let window = TerminalWindow(root: field, size: TerminalSize(columns: 10, rows: 1))
        let frame = window.render()
        #expect(frame.text == "Name")
        #expect(frame[0, 0].style.isInverse, "the cursor is on the N")
        #expect(frame[1, 0].style.foreground == TerminalTheme.dark.muted && !frame[1, 0].style.isInverse)
        window.handle(.character("A"))
        let typed = window.render()
        #expect(typed.text == "A")
        #expect(typed[0, 0].style.foreground != TerminalTheme.dark.muted, "typed text is not dimmed")
        #expect(typed[1, 0].style.isInverse, "the cursor moved after the A")
    }

    @Test func aPlaceholderTooWideForItsFieldEndsInAnEllipsis() {
        let field = TextFieldView(placeholder: "What needs doing?")
        #expect(draw(field, columns: 8, rows: 1) == "What ne…")
    }

    @Test func ellipsizingKeepsWhatFitsAndMarksWhatWasCut() {
        #expect(TextLayout.ellipsized("abcdef", to: 6) == "abcdef")
        #expect(TextLayout.ellipsized("abcdef", to: 5) == "abcd…")
        #expect(TextLayout.ellipsized("abcdef", to: 1) == "…")
        #expect(TextLayout.ellipsized("abcdef", to: 0) == "")
        #expect(TextLayout.ellipsized("漢字漢字", to: 6) == "漢字…", "a wide character that would overflow is left out")
        #expect(TextLayout.ellipsized("漢字漢", to: 6) == "漢字漢")
    }

    @Test func aListRowTooWideEndsInAnEllipsis() {
        let list = ListView(rows: [ListView.Row("Water the plants on the balcony"), ListView.Row("Short")])
        #expect(draw(list, columns: 14, rows: 2) == "› Water the p…\n  Short")
    }

    @Test func aTextViewThatDoesNotWrapEndsLongLinesInAnEllipsis() {
        #expect(draw(TextView("Tab or arrows move · Enter presses", wraps: false), columns: 12, rows: 1) == "Tab or arro…")
    }

    @Test func aWrappedTextWithMoreLinesThanRowsEndsItsLastShownLineInAnEllipsis() {
        #expect(draw(TextView("one two three four five six"), columns: 9, rows: 2) == "one two\nthree…")
        #expect(draw(TextView("one two three"), columns: 9, rows: 2) == "one two\nthree", "all of it fits: no ellipsis")
    }

    @Test func aPanelTitleTooWideEndsInAnEllipsis() {
        let panel = PanelView(title: "Water the plants today", content: TextView("x"))
        #expect(draw(panel, columns: 14, rows: 3).hasPrefix("┌ Water the… ┐"))
    }
}
