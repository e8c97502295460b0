import Testing
import Workflow
import WorkflowTerminalUI
import WorkflowUI

/// Cells are stored as plain bytes, with characters longer than 15 bytes of UTF-8 kept apart:
/// what goes in comes out, and the writer compares frames correctly either way.
@Suite struct CellStorageTests {
    private let size = TerminalSize(columns: 10, rows: 3)
    /// 25 bytes: a family emoji joined by zero-width joiners.
    private let family: Character = "👨‍👩‍👧‍👦"
    /// 17 bytes: a letter under eight combining marks.
    private let stacked: Character = "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}"

    @Test func charactersLongerThanACellHoldsReadBackWhole() {
        #expect(family.utf8.count > 15 && stacked.utf8.count > 15)
        var buffer = CellBuffer(size: size)
        buffer.write("a\(family)b\(stacked)", at: TerminalPoint(column: 0, row: 1))
        #expect(buffer[1, 1].character == family)
        #expect(buffer[1, 1].width == 2)
        #expect(buffer[4, 1].character == stacked)
        #expect(buffer.text == "\na\(family)b\(stacked)\n")
        buffer[0, 2] = Cell(family)
        #expect(buffer[0, 2] == Cell(family))
        #expect(buffer.cells[20] == Cell(family))
    }

    @Test func everyColourAndAttributeSurvivesStorage() {
        let colours: [TerminalColor] = [
            .default, .basic(0), .basic(15), .palette(0), .palette(255), .rgb(red: 1, green: 2, blue: 3),
            .rgb(red: 255, green: 0, blue: 128),
        ]
        var buffer = CellBuffer(size: TerminalSize(columns: 1, rows: 1))
        for foreground in colours {
            for background in colours {
                for flags in 0..<16 {
                    let style = CellStyle(
                        foreground: foreground, background: background, isBold: flags & 1 != 0, isUnderlined: flags & 2 != 0,
                        isInverse: flags & 4 != 0, isDim: flags & 8 != 0)
                    buffer[0, 0] = Cell("x", style: style)
                    #expect(buffer[0, 0].style == style)
                }
            }
        }
    }

    @Test func framesDrawnAfreshWithTheSameLongCharactersWriteNothingAndDifferentOnesAreWritten() {
        func draw(_ character: Character) -> CellBuffer {
            var frame = CellBuffer(size: size)
            // A different long character first, so that the same character has a different
            // number in each frame's table.
            if character == family { frame.write(String(stacked), at: TerminalPoint(column: 6, row: 2)) }
            frame.write("x\(character)", at: TerminalPoint(column: 0, row: 0))
            return frame
        }
        var writer = ScreenWriter()
        _ = writer.bytes(for: draw(family))
        var again = CellBuffer(size: size)
        again.write("x\(family)", at: TerminalPoint(column: 0, row: 0))
        again.write(String(stacked), at: TerminalPoint(column: 6, row: 2))
        #expect(writer.bytes(for: again).isEmpty)
        let changed = String(decoding: writer.bytes(for: draw(stacked)), as: UTF8.self)
        #expect(changed.contains(String(stacked)))
        #expect(!changed.contains(String(family)))
    }

    @Test func charactersThatAreCanonicallyEquivalentButSpeltDifferentlyAreDifferentCells() {
        var composed = CellBuffer(size: size)
        composed.write("\u{E9}", at: TerminalPoint(column: 0, row: 0))
        var decomposed = CellBuffer(size: size)
        decomposed.write("e\u{301}", at: TerminalPoint(column: 0, row: 0))
        #expect(composed != decomposed)
        var writer = ScreenWriter()
        _ = writer.bytes(for: composed)
        #expect(String(decoding: writer.bytes(for: decomposed), as: UTF8.self).hasSuffix("e\u{301}"))
    }

    @Test func randomFramesDrawnAfreshAlwaysPlayBackToTheFrame() {
        var random = SplitMix64(state: 7)
        let pieces = ["a", "漢", "🙂", "e\u{301}", " ", String(family), "b\(stacked)", "xyz"]
        let styles = [CellStyle.plain, CellStyle.plain.bold, CellStyle(foreground: .rgb(red: 9, green: 8, blue: 7)), CellStyle.plain.dim]
        var writer = ScreenWriter()
        let terminal = VirtualTerminal(size: size)
        for step in 0..<300 {
            var frame = CellBuffer(size: size)
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let point = TerminalPoint(
                    column: Int.random(in: -1..<size.columns, using: &random), row: Int.random(in: 0..<size.rows, using: &random))
                frame.write(
                    pieces[Int.random(in: 0..<pieces.count, using: &random)], at: point,
                    style: styles[Int.random(in: 0..<styles.count, using: &random)])
            }
            terminal.write(writer.bytes(for: frame))
            #expect(terminal.screen == frame, "step \(step)")
            if terminal.screen != frame { break }
        }
    }
}

/// A row of buttons, one more for each time ``ButtonRowScreen/onAdd`` is called.
struct ButtonRowWorkflow: Workflow {
    func makeInitialState() -> Int { 1 }

    func render(state: Int, context: RenderContext<ButtonRowWorkflow>) -> ButtonRowScreen {
        let mutations = context.makeStateMutationSink()
        return ButtonRowScreen(count: state) { mutations.send { $0 += 1 } }
    }
}

struct ButtonRowScreen: TerminalScreen {
    var count: Int
    var onAdd: () -> Void

    func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(build: { StackView(.horizontal, spacing: 1) }) { view, _ in
            view.setItems((0..<count).map { (ButtonView("B\($0)") as TerminalView, .fit) })
        }
    }
}

@MainActor
@Suite struct LayoutReuseTests {
    @Test func aKeyAfterARenderingNoKeyCausedIsRoutedWithTheNewLayout() throws {
        let host = WorkflowHost(workflow: ButtonRowWorkflow())
        let app = try TerminalApp(host: host, showsKeyHints: false)
        _ = app.frame()
        #expect(app.window.focusableViews.count == 1)
        // A rendering from outside the keys (a worker's, say) adds a button after the frame.
        host.rendering.onAdd()
        app.press(.right)
        #expect(app.frame().text.hasPrefix("[ B0 ] [ B1 ]"))
        #expect((app.window.focusedView as? ButtonView)?.title == "B1")
    }
}
