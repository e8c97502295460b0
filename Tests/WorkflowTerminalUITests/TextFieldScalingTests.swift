import Testing
import WorkflowTerminalUI

/// A text field's drawing must cost what it shows, not the whole text: pasted text can be
/// arbitrarily long (issue 20, item 1).
@MainActor
@Suite struct TextFieldScalingTests {
    private static let columns = 40

    /// Pastes `count` characters, draws, types one more and draws again; returns how many
    /// characters the field measured.
    private func work(pasting count: Int) -> Int {
        let field = TextFieldView()
        let window = TerminalWindow(root: field, size: TerminalSize(columns: Self.columns, rows: 1))
        window.handle(.paste(String(repeating: "ab漢", count: count / 3)))
        _ = window.render()
        window.handle(.character("z"))
        window.handle(.left)
        _ = window.render()
        return field.charactersMeasured
    }

    @Test func drawingWorkDoesNotGrowWithTheText() {
        let small = work(pasting: 3_000)
        let large = work(pasting: 30_000)
        #expect(large <= small * 10, "×\(Double(large) / Double(small)) for 10× the text")
        // Each draw measures at most the visible characters, twice (scrolling, then drawing).
        #expect(large <= 2 * 2 * (Self.columns + 1), "\(large) characters measured in two draws")
    }

    @Test func wideCharactersScrollSoThatTheCursorCellFits() {
        let field = TextFieldView(text: "ab漢字cd")
        let window = TerminalWindow(root: field, size: TerminalSize(columns: 6, rows: 1))
        #expect(window.render().text == "字cd")
        window.handle(.home)
        #expect(window.render().text == "ab漢字")
        for _ in 0..<4 { window.handle(.right) }
        #expect(window.render().text == "b漢字c", "the cursor on \"c\", the last cell")
    }
}
