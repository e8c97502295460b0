import Testing
import WorkflowTerminalUI
@_spi(Backend) import WorkflowUI

/// Modal overlays (title, dimming, dismissal by the container) and the hint footer.
@MainActor
@Suite struct OverlayAndHintTests {
    @Test func aModalOverlayIsTitledAndEverythingUnderItIsFaint() throws {
        var dismissed = 0
        let screen = BodyAndOverlaysScreen(
            body: LabelScreen(label: "body"),
            overlays: [Overlay(LabelScreen(label: "ok"), title: "Question", onDismiss: { dismissed += 1 })]
        )
        let (window, _) = try window(showing: screen, columns: 30, rows: 9)
        let frame = window.render()
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "         ┌ Question ┐")
        #expect(lines[4] == "         │ [ ok ]   │")
        #expect(frame[0, 0].character == "[" && frame[0, 0].style.isDim, "the body is faint")
        #expect(frame[11, 4].character == "[" && !frame[11, 4].style.isDim, "the overlay is not")
        #expect(window.keyHints.map(\.description) == ["Enter press", "Esc close"])
        #expect(window.handle(.escape))
        #expect(dismissed == 1, "Escape is the overlay's dismissal, handled by the container")
    }

    @Test func anUntitledOverlayWithItsOwnBorderGetsNoSecondOne() throws {
        let panel = BodyAndOverlaysScreen(body: LabelScreen(label: "body"), overlays: [Overlay(PanelScreen())])
        let (window, container) = try window(showing: panel, columns: 30, rows: 9)
        #expect(window.render().text.filter { $0 == "┌" }.count == 1)
        try container.show(
            BodyAndOverlaysScreen(body: LabelScreen(label: "body"), overlays: [Overlay(PanelScreen(), title: "Titled")]), in: .empty)
        #expect(window.render().text.filter { $0 == "┌" }.count == 2, "a title needs the outer box")
    }

    @Test func aNonModalOverlayDimsNothing() throws {
        let screen = BodyAndOverlaysScreen(
            body: LabelScreen(label: "body"), overlays: [Overlay(LabelScreen(label: "toast"), isModal: false)])
        let (window, _) = try window(showing: screen, columns: 30, rows: 9)
        #expect(!window.render()[2, 0].style.isDim)
    }

    @Test func theFooterShowsTheKeysThatWorkWhereTheFocusIs() throws {
        let list = ListView(rows: [ListView.Row("a"), ListView.Row("b")])
        let button = ButtonView("Go")
        let stack = StackView(.vertical)
        stack.setItems([(list, .fixed(2)), (button, .fit)])
        let window = TerminalWindow(root: stack, size: TerminalSize(columns: 40, rows: 4))
        window.showsKeyHints = true
        window.appKeyHints = [KeyHint(keys: "Ctrl-C", action: "quit")]
        window.layout()
        // Without onActivate or onPress, Enter does nothing, so it is not offered.
        #expect(window.keyHints.map(\.description) == ["↑↓ move", "Tab next", "Ctrl-C quit"])
        list.onActivate = { _ in }
        list.activationHint = "open"
        #expect(window.keyHints.map(\.description) == ["↑↓ move", "Enter open", "Tab next", "Ctrl-C quit"])
        button.onPress = {}
        window.focus(button)
        #expect(window.keyHints.map(\.description) == ["Enter press", "Tab next", "Ctrl-C quit"])
        #expect(window.render().text.split(separator: "\n").last == " Enter press  Tab next  Ctrl-C quit")
    }

    @Test func anAncestorsBindingIsShownOnlyForKeysThatReachIt() {
        let outer = TerminalView()
        var outerPresses = 0
        let button = ButtonView("Go", onPress: {})
        let inner = BindingView(bindings: [KeyBinding(.enter, "inner") { _ in }])
        inner.setChildren([button])
        outer.setChildren([inner])
        let top = BindingView(bindings: [
            KeyBinding(.enter, "outer") { _ in outerPresses += 1 }, KeyBinding(.character("x"), "extra") { _ in outerPresses += 1 },
        ])
        top.setChildren([outer])
        let window = TerminalWindow(root: top, size: TerminalSize(columns: 20, rows: 1))
        window.layout()
        #expect(window.keyHints.map(\.description) == ["Enter press", "x extra"], "Enter stops at the button")
        window.handle(.character("x"))
        window.handle(.enter)
        #expect(outerPresses == 1)
    }

    @Test func theFooterLeavesOutHintsThatDoNotFitWhole() {
        let window = TerminalWindow(root: ButtonView("Go", onPress: {}), size: TerminalSize(columns: 16, rows: 2))
        window.showsKeyHints = true
        window.appKeyHints = [KeyHint(keys: "Ctrl-C", action: "quit")]
        #expect(window.render().text == "[ Go ]\n Enter press")
    }
}

/// A view with given bindings.
private final class BindingView: TerminalView {
    let bindings: [KeyBinding]
    init(bindings: [KeyBinding]) { self.bindings = bindings }
    override var keyBindings: [KeyBinding] { bindings }
}

/// A screen drawn as a panel of its own.
private struct PanelScreen: TerminalScreen {
    func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(build: { PanelView(title: "Own", content: TextView("inside")) }) { _, _ in }
    }
}
