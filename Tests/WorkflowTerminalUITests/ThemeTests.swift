import Testing
import Workflow
import WorkflowTerminalUI
@_spi(Backend) import WorkflowUI

/// Colour depth detection, colour reduction, and the theme reaching every view.
@MainActor
@Suite struct ThemeTests {
    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorDepth.trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-direct"], .trueColor),
        (["TERM": "tmux-256color"], .palette256),
        (["TERM": "xterm"], .basic16),
        ([:], .basic16),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
    ])
    func colourDepthFollowsTheEnvironment(environment: [String: String], depth: ColorDepth) {
        #expect(ColorDepth.detected(from: environment) == depth)
    }

    @Test func trueColourIsReducedToThePaletteAndThenToTheBasicColours() {
        let blue = TerminalColor.rgb(red: 95, green: 175, blue: 255)
        #expect(blue.reduced(to: .trueColor) == blue)
        // Cube levels 95, 175, 255 are steps 1, 3, 5: 16 + 36 + 18 + 5.
        #expect(blue.reduced(to: .palette256) == .palette(75))
        #expect(blue.reduced(to: .basic16) == .basic(12), "bright blue is the nearest basic colour")
        #expect(TerminalColor.palette(75).reduced(to: .basic16) == .basic(12))
        // A grey between the cube's levels goes to the grey ramp.
        #expect(TerminalColor.rgb(red: 98, green: 98, blue: 98).reduced(to: .palette256) == .palette(241))
        #expect(TerminalColor.rgb(red: 250, green: 10, blue: 10).reduced(to: .basic16) == .basic(9))
        #expect(TerminalColor.palette(3).reduced(to: .basic16) == .basic(3))
        #expect(TerminalColor.red.reduced(to: .palette256) == .red)
        #expect(TerminalColor.red.reduced(to: .none) == .default)
        #expect(TerminalColor.default.reduced(to: .basic16) == .default)
    }

    @Test func withoutColourTheWriterKeepsAttributesButSendsNoColour() {
        var frame = CellBuffer(size: TerminalSize(columns: 10, rows: 1))
        frame.write("go", at: TerminalPoint(column: 0, row: 0), style: TerminalTheme.dark.focused)
        frame.write(
            "x", at: TerminalPoint(column: 3, row: 0), style: CellStyle(foreground: .red, background: .rgb(red: 1, green: 2, blue: 3)).dim)
        var writer = ScreenWriter(colorDepth: .none)
        let output = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(output.contains("\u{1B}[0;1;7mgo"), "focus stays visible: bold and inverse")
        #expect(output.contains("\u{1B}[0;2mx"))
        for colour in ["38;", "48;", "[31", ";31", ";41"] { #expect(!output.contains(colour)) }

        var sixteen = ScreenWriter(colorDepth: .basic16)
        #expect(String(decoding: sixteen.bytes(for: frame), as: UTF8.self).contains("\u{1B}[0;1;7;94mgo"))
    }

    @Test func anAppWritesForTheTerminalsDepth() async throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: LabelWorkflow()), showsKeyHints: false)
        let terminal = VirtualTerminal(size: TerminalSize(columns: 20, rows: 1))
        terminal.colorDepth = .palette256
        terminal.onWrite = { if $0.text.contains("label") { $0.endInput() } }
        _ = try await app.run(on: terminal)
        #expect(terminal.lastAlternateScreen?[0, 0].style.foreground == .palette(75), "the focused button's colour, from the 256")
    }

    @Test func theEnvironmentsThemeReachesTheViewsOfTheScreen() throws {
        let container = DescribedViewContainer<TerminalBackend>()
        try container.show(LabelScreen(label: "x"), in: ViewEnvironment.empty.setting(TerminalThemeKey.self, to: .light))
        let window = TerminalWindow(root: try #require(container.view), size: TerminalSize(columns: 10, rows: 1))
        #expect(window.render()[0, 0].style == TerminalTheme.light.focused)
        try container.show(LabelScreen(label: "x"), in: .empty)
        #expect(window.render()[0, 0].style == TerminalTheme.dark.focused, "dark by default")
    }

    @Test func panelsListsAndFieldsDrawInTheThemesRoles() {
        let theme = TerminalTheme.light
        let list = ListView(rows: [ListView.Row("one"), ListView.Row("two")])
        let field = TextFieldView(placeholder: "Name")
        let stack = StackView(.vertical)
        stack.setItems([(list, .fixed(2)), (field, .fixed(1))])
        let panel = PanelView(title: "T", content: stack)
        let window = TerminalWindow(root: panel, size: TerminalSize(columns: 12, rows: 5))
        window.focus(list)
        var canvas = TerminalCanvas(size: window.size, theme: theme)
        window.layout()
        panel.render(in: &canvas)
        let frame = canvas.buffer
        #expect(frame[0, 0].style == theme.border(containingFocus: true))
        #expect(frame[2, 0].style == theme.title)
        #expect(frame[2, 1].style == theme.focused, "the highlighted row of the focused list")
        #expect(frame[3, 3].style.foreground == theme.muted, "the placeholder")
    }
}

/// A workflow rendering one button, for apps in tests.
struct LabelWorkflow: Workflow {
    func makeInitialState() {}
    func render(state: Void, context: RenderContext<LabelWorkflow>) -> LabelScreen {
        LabelScreen(label: "label")
    }
}
