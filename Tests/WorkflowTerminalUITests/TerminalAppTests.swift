import Testing
import Workflow
import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI
import TerminalSampleViews

/// Text on screen, and a worker the test feeds, so the app changes without a key press.
struct NoticeWorkflow: Workflow {
    var notices: AsyncStream<String>

    func makeInitialState() -> String { "waiting" }

    func render(state: String, context: RenderContext<NoticeWorkflow>) -> NoticeScreen {
        notices.asWorker(id: "notices")
            .onOutput { (state: inout String, notice: String) -> Never? in
                state = notice
                return nil
            }
            .running(in: context)
        return NoticeScreen(text: state)
    }
}

struct NoticeScreen: TerminalScreen {
    var text: String

    func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(build: { TextView() }) { view, _ in view.text = text }
    }
}

@MainActor
@Suite struct TerminalAppTests {
    private func galleryApp() throws -> TerminalApp<GalleryWorkflow> {
        try TerminalApp(host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
    }

    @Test func choosingQuitEndsTheRunWithTheOutputAndRestoresTheTerminal() async throws {
        let app = try galleryApp()
        let terminal = VirtualTerminal(size: TerminalSize(columns: 60, rows: 12))
        terminal.press(.end, .enter)  // Quit is the last entry.
        let ending = try await app.run(on: terminal)
        guard case .output(.quit) = ending else {
            Issue.record("ended with \(ending)")
            return
        }
        #expect(!terminal.isAlternateScreenOn)
        #expect(terminal.isCursorVisible)
        #expect(!terminal.isBracketedPasteOn)
        #expect(terminal.screen == CellBuffer(size: terminal.size), "the primary screen is as it was")
        #expect(terminal.lastAlternateScreen?.text.contains("› Quit") == true)
        #expect(terminal.unknownSequences.isEmpty)
    }

    @Test func aQuitKeyEndsTheRunWhateverHasFocus() async throws {
        let app = try galleryApp()
        let terminal = VirtualTerminal()
        terminal.press(.enter, .control("c"), .enter)
        let ending = try await app.run(on: terminal)
        guard case .quitKey(.control("c")) = ending else {
            Issue.record("ended with \(ending)")
            return
        }
        #expect(app.host.rendering.frames.count == 2, "the key after Ctrl-C was not handled")
    }

    @Test func theEndOfInputEndsTheRun() async throws {
        let app = try galleryApp()
        let terminal = VirtualTerminal()
        terminal.endInput()
        guard case .endOfInput = try await app.run(on: terminal) else {
            Issue.record("did not end with the input")
            return
        }
    }

    @Test func aResizeLaysTheScreenOutAgainForTheNewSize() async throws {
        let app = try galleryApp()
        let terminal = VirtualTerminal(size: TerminalSize(columns: 60, rows: 12))
        terminal.resize(to: TerminalSize(columns: 40, rows: 8))
        terminal.onWrite = { terminal in
            let lines = terminal.text.split(separator: "\n")
            if lines.count == 8, lines[6].hasPrefix("└") {
                terminal.endInput()
            }
        }
        _ = try await app.run(on: terminal)
        let lines = try #require(terminal.lastAlternateScreen?.text.split(separator: "\n").map(String.init))
        #expect(lines.count == 8)
        #expect(lines.first?.count == 40)
        #expect(lines[6] == "└" + String(repeating: "─", count: 38) + "┘")
        #expect(lines[7].hasPrefix(" ↑↓ move"), "the hint footer is under the panel")
    }

    @Test func aRenderingThatNoKeyCausedIsDrawn() async throws {
        let (notices, feed) = AsyncStream<String>.makeStream()
        let app = try TerminalApp(host: WorkflowHost(workflow: NoticeWorkflow(notices: notices)), showsKeyHints: false)
        let terminal = VirtualTerminal(size: TerminalSize(columns: 20, rows: 2))
        terminal.onWrite = { terminal in
            if terminal.text.hasPrefix("waiting") { feed.yield("arrived") }
            if terminal.text.hasPrefix("arrived") { terminal.endInput() }
        }
        _ = try await app.run(on: terminal)
        #expect(terminal.lastAlternateScreen?.text == "arrived\n")
    }

    @Test func aKeyPressRedrawsOnlyWhatChanged() async throws {
        let app = try galleryApp()
        let terminal = VirtualTerminal(size: TerminalSize(columns: 80, rows: 24))
        var writes: [Int] = []
        terminal.onWrite = { terminal in
            writes.append(terminal.written.count)
            if writes.count == 1 { terminal.press(.down) }
            if writes.count == 2 { terminal.endInput() }
        }
        _ = try await app.run(on: terminal)
        // The first write enters the alternate screen, the second draws the whole menu, the
        // third moves the highlight down a row: two rows of the list (78 cells each at most),
        // their styles, and the synchronized update around them (16 bytes).
        let moveBytes = writes[2] - writes[1]
        let fullBytes = writes[1] - writes[0]
        #expect(moveBytes > 0 && moveBytes < 2 * 78 + 80, "moving the highlight wrote \(moveBytes) bytes")
        #expect(fullBytes > 5 * moveBytes, "the whole menu took \(fullBytes) bytes")
    }
}
