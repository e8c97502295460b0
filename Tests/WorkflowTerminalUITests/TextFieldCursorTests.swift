import Testing
import WorkflowTerminalUI

/// Where the cursor goes when the workflow, not the user, changes a text field's text.
@MainActor
@Suite struct TextFieldCursorTests {
    /// A focused field showing `text` with the cursor moved `left` places back from the end.
    private func field(_ text: String, left: Int = 0) -> (TextFieldView, TerminalWindow) {
        let field = TextFieldView(text: text)
        let window = TerminalWindow(root: field, size: TerminalSize(columns: 20, rows: 1))
        _ = window.render()
        for _ in 0..<left { window.handle(.left) }
        return (field, window)
    }

    @Test func trimmingTheEndKeepsACursorInTheMiddleWhereItIs() {
        let (field, window) = field("hello world  ", left: 8)  // after "hello"
        field.text = "hello world"
        #expect(field.cursor == 5)
        window.handle(.character(","))
        #expect(field.text == "hello, world")
    }

    @Test func trimmingTheStartMovesTheCursorWithTheCharactersAfterIt() {
        let (field, _) = field("  hello", left: 3)  // after "  he"
        field.text = "hello"
        #expect(field.cursor == 2, "still between “he” and “llo”")
    }

    @Test func trimmingTheSpaceJustTypedLeavesTheCursorAtTheNewEnd() {
        let (field, window) = field("hello")
        window.handle(.character(" "))
        field.text = "hello"
        #expect(field.cursor == 5)
    }

    @Test func aChangeCoveringTheCursorPutsItAtTheEndOfTheChangedPart() {
        let (field, _) = field("a big cat", left: 5)  // inside "big", after "a bi"
        field.text = "a large cat"
        #expect(field.cursor == 7, "after “large”")
    }

    @Test func aWholeNewTextPutsTheCursorAtItsEnd() {
        let (field, _) = field("first item", left: 6)
        field.text = "another"
        #expect(field.cursor == 7)
    }

    @Test func aFirstTextInAnEmptyFieldPutsTheCursorAtItsEnd() {
        let (field, _) = field("")
        field.text = "Water the plants"
        #expect(field.cursor == 16)
    }

    @Test func clearingTheTextPutsTheCursorAtTheStart() {
        let (field, _) = field("draft", left: 2)
        field.text = ""
        #expect(field.cursor == 0)
    }

    @Test func anInsertionAfterTheCursorLeavesIt() {
        let (field, _) = field("(", left: 0)
        field.text = "()"
        #expect(field.cursor == 1, "between the brackets")
    }

    @Test func anInsertionBeforeTheCursorMovesItAlong() {
        let (field, _) = field("world", left: 2)  // after "wor"
        field.text = "hello world"
        #expect(field.cursor == 9, "still after “wor”")
    }

    @Test func theCursorIsDrawnWhereItWasKept() {
        let (field, window) = field("hello world  ", left: 8)
        field.text = "hello world"
        let frame = window.render()
        #expect(frame[5, 0].style.isInverse)
        #expect(!frame[11, 0].style.isInverse)
    }
}
