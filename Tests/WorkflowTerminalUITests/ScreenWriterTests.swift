import Testing
import WorkflowTerminalUI

/// A small deterministic random number generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct ScreenWriterTests {
    private let size = TerminalSize(columns: 12, rows: 4)

    @Test func theFirstFrameIsWrittenWholeAndPlaysBackExactly() {
        var frame = CellBuffer(size: size)
        frame.write("Hello 漢字!", at: TerminalPoint(column: 1, row: 1), style: CellStyle(foreground: .green).bold)
        frame.write("x", at: TerminalPoint(column: 11, row: 3), style: CellStyle(background: .rgb(red: 1, green: 2, blue: 3)))
        var writer = ScreenWriter()
        let terminal = VirtualTerminal(size: size)
        terminal.write(writer.bytes(for: frame))
        #expect(terminal.screen == frame)
        #expect(terminal.unknownSequences.isEmpty)
    }

    @Test func anUnchangedFrameWritesNothing() {
        var frame = CellBuffer(size: size)
        frame.write("same", at: TerminalPoint(column: 0, row: 0))
        var writer = ScreenWriter()
        _ = writer.bytes(for: frame)
        #expect(writer.bytes(for: frame).isEmpty)
    }

    @Test func aOneCellChangeWritesACursorMoveAStyleAndTheCharacter() {
        var frame = CellBuffer(size: size)
        frame.write("abc", at: TerminalPoint(column: 0, row: 0))
        var writer = ScreenWriter()
        _ = writer.bytes(for: frame)
        frame.write("X", at: TerminalPoint(column: 5, row: 2))
        #expect(String(decoding: writer.bytes(for: frame), as: UTF8.self) == "\u{1B}[3;6H\u{1B}[0mX")
    }

    @Test func aRunOfChangesMovesTheCursorOnce() {
        var frame = CellBuffer(size: size)
        var writer = ScreenWriter()
        _ = writer.bytes(for: frame)
        frame.write("run", at: TerminalPoint(column: 2, row: 1))
        #expect(String(decoding: writer.bytes(for: frame), as: UTF8.self) == "\u{1B}[2;3H\u{1B}[0mrun")
    }

    @Test func rowsACopySharesUnchangedAreSkippedAndChangedOnesStillWritten() {
        var base = CellBuffer(size: size)
        base.write("base row", at: TerminalPoint(column: 0, row: 1))
        var writer = ScreenWriter()
        _ = writer.bytes(for: base)
        // Two copies of the same frame, each changed in the same row: their rows must not be
        // taken for each other.
        var first = base
        first.write("X", at: TerminalPoint(column: 0, row: 1))
        var second = base
        second.write("Y", at: TerminalPoint(column: 0, row: 1))
        #expect(String(decoding: writer.bytes(for: first), as: UTF8.self) == "\u{1B}[2;1H\u{1B}[0mX")
        #expect(String(decoding: writer.bytes(for: second), as: UTF8.self) == "\u{1B}[2;1H\u{1B}[0mY")
        #expect(writer.bytes(for: second).isEmpty)
        // Restyling and filling count as changes too.
        var restyled = second
        restyled.restyle(TerminalRect(column: 1, row: 1, columns: 1, rows: 1)) { $0.isBold = true }
        #expect(String(decoding: writer.bytes(for: restyled), as: UTF8.self) == "\u{1B}[2;2H\u{1B}[0;1ma")
        var filled = restyled
        filled.fill(TerminalRect(column: 0, row: 3, columns: 1, rows: 1), with: Cell("#"))
        #expect(String(decoding: writer.bytes(for: filled), as: UTF8.self) == "\u{1B}[4;1H\u{1B}[0m#")
    }

    @Test func aFrameDrawnAfreshIsComparedCellByCell() {
        func draw(_ text: String) -> CellBuffer {
            var frame = CellBuffer(size: size)
            frame.write(text, at: TerminalPoint(column: 0, row: 0))
            return frame
        }
        var writer = ScreenWriter()
        _ = writer.bytes(for: draw("same text"))
        #expect(writer.bytes(for: draw("same text")).isEmpty)
        #expect(String(decoding: writer.bytes(for: draw("same test")), as: UTF8.self) == "\u{1B}[1;8H\u{1B}[0ms")
    }

    @Test func gridsWithTheSameCellsAreEqualWhateverTheirHistory() {
        var drawn = CellBuffer(size: size)
        drawn.write("a", at: TerminalPoint(column: 0, row: 0))
        var patched = CellBuffer(size: size)
        patched.write("b", at: TerminalPoint(column: 0, row: 0))
        patched[0, 0] = Cell("a")
        #expect(drawn == patched)
        #expect(drawn.hashValue == patched.hashValue)
    }

    @Test func aNewSizeRewritesEverything() {
        var writer = ScreenWriter()
        _ = writer.bytes(for: CellBuffer(size: size))
        let bigger = CellBuffer(size: TerminalSize(columns: 20, rows: 5))
        #expect(String(decoding: writer.bytes(for: bigger), as: UTF8.self).contains("\u{1B}[2J"))
    }

    @Test func randomEditsWithWideCharactersAndStylesAlwaysPlayBackToTheFrame() {
        var random = SplitMix64(state: 42)
        let pieces = ["a", "bc", "漢", "字x", "🙂", "e\u{301}", " ", "yz漢"]
        let styles = [
            CellStyle.plain, CellStyle.plain.bold, CellStyle(foreground: .red), CellStyle.plain.inverse,
            CellStyle(background: .palette(200)),
        ]
        var frame = CellBuffer(size: size)
        var writer = ScreenWriter()
        let terminal = VirtualTerminal(size: size)
        for step in 0..<300 {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let point = TerminalPoint(
                    column: Int.random(in: -1..<size.columns, using: &random), row: Int.random(in: 0..<size.rows, using: &random))
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
                frame.write(piece, at: point, style: styles[Int.random(in: 0..<styles.count, using: &random)])
            }
            terminal.write(writer.bytes(for: frame))
            #expect(terminal.screen == frame, "step \(step)")
            if terminal.screen != frame { break }
        }
        #expect(terminal.unknownSequences.isEmpty)
    }
}
