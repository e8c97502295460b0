import Testing
import WorkflowTerminalUI

@Suite struct TerminalWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("漢", 2), ("カ", 2), ("한", 2), ("Ａ", 2),
        ("🙂", 2), ("❤️", 2), ("🇫🇷", 2), ("👨‍👩‍👧", 2), ("\u{200B}", 0), ("\u{7}", 0),
    ])
    func characterWidths(character: String, width: Int) {
        #expect(TerminalWidth.of(Character(character)) == width, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func aStringIsTheSumOfItsCharacters() {
        #expect(TerminalWidth.of("ab漢字🙂") == 8)
        #expect(TerminalWidth.of("cafe\u{301}") == 4)
    }
}

@Suite struct CellBufferTests {
    @Test func aWideCharacterTakesTwoCellsAndReadsBackOnce() {
        var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
        let used = buffer.write("a漢b", at: TerminalPoint(column: 0, row: 0))
        #expect(used == 4)
        #expect(buffer[1, 0].character == "漢")
        #expect(buffer[1, 0].width == 2)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer.text == "a漢b")
    }

    @Test func aWideCharacterThatDoesNotFitTheClipIsBlankedNotSplit() {
        var buffer = CellBuffer(size: TerminalSize(columns: 5, rows: 1))
        buffer.write("ab漢", at: TerminalPoint(column: 0, row: 0), clip: TerminalRect(column: 0, row: 0, columns: 3, rows: 1))
        #expect(buffer.text == "ab")
        #expect(buffer[3, 0] == .blank)
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
        buffer.write("漢字", at: TerminalPoint(column: 0, row: 0))
        buffer.write("x", at: TerminalPoint(column: 1, row: 0))
        #expect(buffer.text == " x字")
        #expect(!buffer[1, 0].isContinuation)
        buffer.write("y", at: TerminalPoint(column: 2, row: 0))
        #expect(buffer.text == " xy")
        #expect(buffer[3, 0].character == " " && !buffer[3, 0].isContinuation)
    }

    @Test func combiningMarksStayWithTheirLetter() {
        var buffer = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
        #expect(buffer.write("cafe\u{301}", at: TerminalPoint(column: 0, row: 0)) == 4)
        #expect(buffer[3, 0].character == "e\u{301}")
    }

    @Test func writingOutsideTheBufferIsClippedNotACrash() {
        var buffer = CellBuffer(size: TerminalSize(columns: 3, rows: 2))
        buffer.write("hello", at: TerminalPoint(column: -2, row: 1))
        buffer.write("ignored", at: TerminalPoint(column: 0, row: 5))
        #expect(buffer.text == "\nllo")
    }
}

@Suite struct TextLayoutTests {
    @Test func wrapsAtSpacesAndCutsWordsLongerThanTheLine() {
        #expect(TextLayout.lines(of: "the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.lines(of: "abcdefghij klm", width: 4) == ["abcd", "efgh", "ij", "klm"])
        #expect(TextLayout.lines(of: "one\n\ntwo", width: 10) == ["one", "", "two"])
    }

    @Test func measuresWideCharactersInColumns() {
        #expect(TextLayout.lines(of: "漢字漢字漢", width: 4) == ["漢字", "漢字", "漢"])
        #expect(TextLayout.truncate("漢字", to: 3) == "漢")
    }

    @Test func withoutWrappingLongLinesEndInAnEllipsis() {
        #expect(TextLayout.lines(of: "abcdef\nxy\nxyz", width: 3, wrapping: false) == ["ab…", "xy", "xyz"])
    }

    @Test func alignmentOffsets() {
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .leading) == 0)
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .center) == 3)
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .trailing) == 6)
        #expect(TextLayout.offset(ofLineWidth: 12, in: 10, alignment: .trailing) == 0)
    }
}
