import Testing
import WorkflowTerminalUI

/// The widgets: what they draw and the keys they answer to.
@MainActor
@Suite struct WidgetTests {
    private func window(_ view: TerminalView, columns: Int, rows: Int) -> TerminalWindow {
        TerminalWindow(root: view, size: TerminalSize(columns: columns, rows: rows))
    }

    @Test func aCheckboxAsksToToggleAndShowsWhatTheScreenSays() {
        var toggles = 0
        let box = CheckboxView("News", onToggle: { toggles += 1 })
        let window = window(box, columns: 10, rows: 1)
        #expect(window.render().text == "[ ] News")
        window.handle(.character(" "))
        window.handle(.enter)
        #expect(toggles == 2)
        #expect(window.render().text == "[ ] News", "the box follows isChecked, which the workflow sets")
        box.isChecked = true
        #expect(window.render().text == "[x] News")
        #expect(window.keyHints.map(\.description) == ["Space toggle"])
        box.onToggle = nil
        #expect(!window.handle(.character(" ")), "read-only without onToggle")
    }

    @Test func aRadioGroupMovesItsHighlightAndChoosesTheHighlightedOption() {
        var chosen: [Int] = []
        let group = RadioGroupView(options: ["Daily", "Weekly", "Never"], selectedIndex: 0, onSelect: { chosen.append($0) })
        let window = window(group, columns: 12, rows: 3)
        #expect(window.render().text == "(•) Daily\n( ) Weekly\n( ) Never")
        window.handle(.down)
        window.handle(.down)
        window.handle(.down)
        #expect(group.highlightedIndex == 2, "the highlight stops at the last option")
        window.handle(.character(" "))
        #expect(chosen == [2])
        #expect(window.render()[0, 2].style == TerminalTheme.dark.focused)
    }

    @Test func aProgressBarFillsInEighthsAndShowsThePercentage() {
        let bar = ProgressBarView(fraction: 0.5)
        let window = window(bar, columns: 15, rows: 1)
        #expect(window.render().text == "█████░░░░░  50%")
        bar.fraction = 0.55
        #expect(window.render().text == "█████▌░░░░  55%")
        bar.fraction = 7
        #expect(window.render().text == "██████████ 100%", "clamped")
        bar.showsPercentage = false
        bar.fraction = .nan
        #expect(window.render().text == "░░░░░░░░░░░░░░░")
    }

    @Test func aSpinnerShowsTheFrameForItsTickAndOnlyTheLabelWhenIdle() {
        let spinner = SpinnerView(label: "Busy", tick: 0)
        let window = window(spinner, columns: 10, rows: 1)
        #expect(window.render().text == "⠋ Busy")
        spinner.tick = 12
        #expect(window.render().text == "⠹ Busy")
        spinner.isSpinning = false
        #expect(window.render().text == "Busy")
    }

    @Test func aTableLinesValuesUpUnderHeadingsAndSelectsARow() {
        var opened: [Int] = []
        let table = TableView(
            columns: [TableView.Column("Name", width: 5), TableView.Column("Note")],
            rows: [["Ada", "first"], ["Grace", "a moth in relay 70"]])
        table.list.onActivate = { opened.append($0) }
        let window = window(table, columns: 20, rows: 4)
        #expect(
            window.render().text == """
                  Name   Note
                ────────────────────
                › Ada    first
                  Grace  a moth in …
                """)
        window.handle(.down)
        window.handle(.enter)
        #expect(opened == [1])
        #expect(window.keyHints.map(\.description) == ["↑↓ move", "Enter choose"])
    }

    @Test func aTabBarMarksTheSelectedTabAndKnowsWhereEachTabIs() {
        let bar = TabBarView(titles: ["One", "Two"], selectedIndex: 1)
        let window = window(bar, columns: 30, rows: 1)
        let frame = window.render()
        #expect(frame.text == " One (Alt-1) │ Two (Alt-2) │")
        #expect(bar.tabRanges == [0..<13, 14..<27])
        #expect(frame[15, 0].style.isInverse && !frame[1, 0].style.isInverse)
    }

    @Test func scrollTextScrollsOnlyWhenItDoesNotFit() {
        let text = ScrollTextView((1...10).map { "line \($0)" }.joined(separator: "\n"))
        let window = window(text, columns: 10, rows: 3)
        let first = window.render()
        #expect(first.text.split(separator: "\n").map { $0.prefix(6) } == ["line 1", "line 2", "line 3"])
        #expect(first[9, 0].character == "┃", "the thumb is at the top")
        #expect(window.focusedView === text)
        window.handle(.pageDown)
        #expect(text.scrollOffset == 2)
        window.handle(.end)
        #expect(window.render().text.split(separator: "\n").first?.hasPrefix("line 8") == true)
        #expect(window.render()[9, 2].character == "┃", "the thumb is at the bottom")
        text.text = "short"
        #expect(text.scrollOffset == 0)
        window.layout()
        #expect(!text.isFocusable, "nothing to scroll")
    }

    @Test func aSecureFieldShowsADotPerCharacter() {
        let field = TextFieldView(text: "", placeholder: "Password")
        field.isSecure = true
        let window = window(field, columns: 12, rows: 1)
        for character in "s3cr3t" { window.handle(.character(character)) }
        #expect(field.text == "s3cr3t")
        #expect(window.render().text == "••••••")
    }
}
