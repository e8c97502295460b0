import Testing
import WorkflowTerminalUI

@MainActor
@Suite struct FocusTests {
    /// Three rows of three buttons, named by row and column.
    private func grid() -> (TerminalView, [[ButtonView]]) {
        let buttons = (0..<3).map { row in (0..<3).map { ButtonView("\(row)\($0)") } }
        let stack = StackView(.vertical)
        stack.setItems(
            buttons.map { row in
                let line = StackView(.horizontal, spacing: 1)
                line.setItems(row.map { ($0, .fit) })
                return (line, .fixed(1))
            })
        return (stack, buttons)
    }

    @Test func theFirstFocusableViewHasFocusAndIsDrawnFocused() {
        let (root, buttons) = grid()
        let window = TerminalWindow(root: root, size: TerminalSize(columns: 30, rows: 3))
        let frame = window.render()
        #expect(window.focusedView === buttons[0][0])
        #expect(frame[0, 0].style.isInverse)
        #expect(!frame[8, 0].style.isInverse)
    }

    @Test func tabAndShiftTabFollowTreeOrderAndWrapAround() {
        let (root, buttons) = grid()
        let window = TerminalWindow(root: root, size: TerminalSize(columns: 30, rows: 3))
        _ = window.render()
        window.handle(.tab)
        #expect(window.focusedView === buttons[0][1])
        window.handle(.backTab)
        window.handle(.backTab)
        #expect(window.focusedView === buttons[2][2])
        window.handle(.tab)
        #expect(window.focusedView === buttons[0][0])
    }

    @Test func arrowsMoveToTheNearestViewInTheirDirection() {
        let (root, buttons) = grid()
        let window = TerminalWindow(root: root, size: TerminalSize(columns: 30, rows: 3))
        _ = window.render()
        window.handle(.down)
        window.handle(.right)
        #expect(window.focusedView === buttons[1][1])
        window.handle(.down)
        #expect(window.focusedView === buttons[2][1])
        #expect(!window.handle(.down), "nothing below the last row")
        window.handle(.left)
        window.handle(.up)
        #expect(window.focusedView === buttons[1][0])
    }

    @Test func viewsThatTakeNoInputCannotHaveFocus() {
        let (root, buttons) = grid()
        let window = TerminalWindow(root: root, size: TerminalSize(columns: 30, rows: 3))
        _ = window.render()
        root.children[0].isInputEnabled = false
        _ = window.render()
        #expect(window.focusedView === buttons[1][0], "the focus leaves the disabled row")
        #expect(!window.focus(buttons[0][2]))
        #expect(window.focusableViews.count == 6)
    }

    @Test func keysBubbleFromTheFocusedViewToItsAncestors() {
        let (root, buttons) = grid()
        var seen: [Key] = []
        root.onKey = { key in
            seen.append(key)
            return key == .character("q")
        }
        var pressed = 0
        buttons[0][0].onPress = { pressed += 1 }
        let window = TerminalWindow(root: root, size: TerminalSize(columns: 30, rows: 3))
        _ = window.render()
        #expect(window.handle(.enter))
        #expect(window.handle(.character("q")))
        #expect(!window.handle(.character("z")))
        #expect(pressed == 1)
        #expect(seen == [.character("q"), .character("z")])
    }

    @Test func theFocusSurvivesARenderThatKeepsTheView() {
        let (root, buttons) = grid()
        let window = TerminalWindow(root: root, size: TerminalSize(columns: 30, rows: 3))
        _ = window.render()
        window.focus(buttons[2][2])
        buttons[2][2].title = "changed"
        _ = window.render()
        #expect(window.focusedView === buttons[2][2])
        #expect(buttons[2][2].isFocused)
    }
}

@MainActor
@Suite struct CoveredFocusTests {
    @Test func theFocusComesBackWhenTheModalThatCoveredItGoes() {
        let below = ButtonView("below")
        let other = ButtonView("other")
        let body = StackView(.vertical)
        body.setItems([(other, .fixed(1)), (below, .fixed(1))])
        let modal = ButtonView("modal")
        let root = TerminalView()
        root.setChildren([body, modal])
        let window = TerminalWindow(root: root, size: TerminalSize(columns: 20, rows: 3))
        window.focus(below)

        body.isInputEnabled = false
        _ = window.render()
        #expect(window.focusedView === modal)

        root.setChildren([body])
        body.isInputEnabled = true
        _ = window.render()
        #expect(window.focusedView === below)
    }
}
