import Testing
import Workflow
import WorkflowSamples
import WorkflowTerminalUI
@_spi(Backend) import WorkflowUI
import TerminalSampleViews

/// Mouse reports, clicks and the wheel; synchronized output; Ctrl-Z.
@MainActor
@Suite struct MouseAndSuspendTests {
    @Test(arguments: [
        ("\u{1B}[<0;5;3M", Key.mouse(MouseEvent(.press(.left), at: TerminalPoint(column: 4, row: 2)))),
        ("\u{1B}[<0;5;3m", .mouse(MouseEvent(.release(.left), at: TerminalPoint(column: 4, row: 2)))),
        ("\u{1B}[<2;1;1M", .mouse(MouseEvent(.press(.right), at: TerminalPoint(column: 0, row: 0)))),
        ("\u{1B}[<64;10;20M", .mouse(MouseEvent(.wheelUp, at: TerminalPoint(column: 9, row: 19)))),
        ("\u{1B}[<81;300;200M", .mouse(MouseEvent(.wheelDown, at: TerminalPoint(column: 299, row: 199)))),
    ])
    func sgrMouseReportsAreParsed(bytes: String, key: Key) {
        var parser = KeyParser()
        #expect(parser.parse(Array(bytes.utf8)) == [key])
    }

    @Test func motionAndMalformedReportsAreDroppedWithoutLosingTheKeysAround() {
        var parser = KeyParser()
        #expect(
            parser.parse(Array("a\u{1B}[<32;5;3Mb\u{1B}[<0;;3Mc\u{1B}[<0;0;3Md".utf8)) == [
                .character("a"), .character("b"), .character("c"), .character("d"),
            ])
    }

    @Test func aClickFocusesAndPressesAndClicksUnderAModalGoNowhere() throws {
        var pressed: [String] = []
        let screen = BodyAndOverlaysScreen(body: LabelScreen(label: "body") { pressed.append("body") })
        let (window, container) = try window(showing: screen, columns: 30, rows: 9)
        _ = window.render()
        #expect(window.handle(.mouse(MouseEvent(.press(.left), at: TerminalPoint(column: 2, row: 0)))))
        #expect(pressed == ["body"])
        try container.show(
            BodyAndOverlaysScreen(
                body: LabelScreen(label: "body") { pressed.append("body") },
                overlays: [Overlay(LabelScreen(label: "top") { pressed.append("top") })]), in: .empty)
        window.root = try #require(container.view)
        _ = window.render()
        #expect(!window.handle(MouseEvent(.press(.left), at: TerminalPoint(column: 2, row: 0))), "the body is under the modal")
        let row = try #require(
            window.render().text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("[ top ]") })
        window.handle(MouseEvent(.press(.left), at: TerminalPoint(column: 13, row: row)))
        #expect(pressed == ["body", "top"])
    }

    @Test func aClickOnAListRowOpensItAndTheWheelMovesTheHighlight() throws {
        let app = try TerminalApp(
            host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
        let menu = app.frame().text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(menu.firstIndex { $0.contains("  To-do list") })
        app.press(.mouse(MouseEvent(.wheelDown, at: TerminalPoint(column: 5, row: row))))
        #expect(app.frame().text.contains("› Email browser"))
        app.press(.mouse(MouseEvent(.press(.left), at: TerminalPoint(column: 5, row: row))))
        #expect(app.frame().text.contains("[ ] Water the plants"), "the click opened the to-do list")
    }

    @Test func aClickOnATabSelectsIt() throws {
        var selected: [Int] = []
        let tabs = TabScreen(
            tabs: [
                TabScreen.Tab(title: "One", screen: LabelScreen(label: "1")), TabScreen.Tab(title: "Two", screen: LabelScreen(label: "2")),
            ], selectedIndex: 0, onSelect: { selected.append($0) })
        let (window, _) = try window(showing: tabs, columns: 40, rows: 4)
        _ = window.render()
        window.handle(MouseEvent(.press(.left), at: TerminalPoint(column: 16, row: 0)))
        window.handle(MouseEvent(.press(.left), at: TerminalPoint(column: 2, row: 0)))
        #expect(selected == [1], "a click on the selected tab changes nothing")
    }

    @Test func anAppTurnsTheMouseOnSynchronizesFramesAndPutsBothBackOnSuspendAndExit() async throws {
        let app = try TerminalApp(
            host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
        let terminal = VirtualTerminal()
        var mouseDuringRun = false
        terminal.onWrite = { terminal in
            if terminal.isStarted, terminal.isMouseReportingOn { mouseDuringRun = true }
        }
        terminal.press(.down, .control("z"), .down, .control("c"))
        _ = try await app.run(on: terminal)
        #expect(mouseDuringRun)
        #expect(!terminal.isMouseReportingOn, "restored")
        #expect(terminal.suspensions == 1)
        #expect(terminal.synchronizedUpdates == 4, "the first frame, a move, the whole frame after the resume, a move")
        #expect(!terminal.isInSynchronizedUpdate)
        #expect(terminal.lastAlternateScreen?.text.contains("› To-do list") == true, "the keys after the resume still work")
        #expect(terminal.unknownSequences.isEmpty)
    }

    @Test func withoutTheMouseFlagNoReportsAreAskedFor() async throws {
        let app = try TerminalApp(
            host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
        app.usesMouse = false
        app.synchronizesOutput = false
        let terminal = VirtualTerminal()
        terminal.press(.control("c"))
        _ = try await app.run(on: terminal)
        let written = String(decoding: terminal.written, as: UTF8.self)
        #expect(!written.contains("\u{1B}[?1000h"))
        #expect(terminal.synchronizedUpdates == 0)
    }
}
