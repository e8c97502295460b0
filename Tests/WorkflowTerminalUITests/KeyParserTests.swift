import Testing
import WorkflowTerminalUI

@Suite struct KeyParserTests {
    private func keys(_ text: String) -> [Key] {
        var parser = KeyParser()
        return parser.parse(Array(text.utf8)) + parser.flush()
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert),
        ("\u{1B}[Z", .backTab), ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[1;5A", .up), ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{7F}", .backspace),
        ("\u{3}", .control("c")), ("\u{1}", .control("a")), ("\u{1B}x", .alt("x")), ("\u{1B}", .escape),
        ("é", .character("é")), ("漢", .character("漢")), ("🙂", .character("🙂")),
    ])
    func decodes(input: String, key: Key) {
        #expect(keys(input) == [key])
    }

    @Test func aLoneEscapeWaitsForTheFlush() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]) == [])
        #expect(parser.hasPendingInput)
        #expect(parser.flush() == [.escape])
        #expect(!parser.hasPendingInput)
    }

    @Test func twoEscapesInARowAreTwoEscapeKeys() {
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test func anUnfinishedSequenceFlushesAsEscapeAndWhatWasTyped() {
        #expect(keys("\u{1B}[") == [.escape, .character("[")])
    }

    @Test func sequencesAndCharactersSplitAcrossReadsAtEveryPointDecodeTheSame() {
        let input = Array("a\u{1B}[A漢\u{1B}[15~🙂\u{1B}[1;5Cz".utf8)
        let expected: [Key] = [.character("a"), .up, .character("漢"), .function(5), .character("🙂"), .right, .character("z")]
        for split in 0...input.count {
            var parser = KeyParser()
            let keys = parser.parse(input[..<split]) + parser.parse(input[split...])
            #expect(keys == expected, "split at byte \(split)")
        }
    }

    @Test func bracketedPasteIsOneKeyEvenWhenTheEndMarkerIsSplit() {
        let input = Array("\u{1B}[200~hello\nworld\u{1B}[201~x".utf8)
        for split in 0...input.count {
            var parser = KeyParser()
            let keys = parser.parse(input[..<split]) + parser.parse(input[split...])
            #expect(keys == [.paste("hello\nworld"), .character("x")], "split at byte \(split)")
        }
    }

    @Test func unknownSequencesAreSkipped() {
        #expect(keys("\u{1B}[99xq") == [.character("q")])
    }

    @Test func keysDescribeThemselvesForLogs() {
        #expect(Key.control("c").description == "Ctrl-C")
        #expect(Key.backTab.description == "Shift-Tab")
        #expect(Key.character("a").description == "\"a\"")
    }
}
