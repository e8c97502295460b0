import Testing
import WorkflowTerminalUI
@_spi(Backend) import WorkflowUI

/// A screen with a label and a button, bound by conformance.
struct LabelScreen: TerminalScreen {
    var label: String
    var onPress: () -> Void = {}

    func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "label", build: { ButtonView() }) { view, _ in
            view.title = label
            view.onPress = onPress
        }
    }
}

/// A screen nothing binds.
struct UnboundScreen: Screen {}

/// Shows `screen` through the backend's lookup in a window.
@MainActor func window(showing screen: any Screen, columns: Int = 30, rows: Int = 6) throws -> (
    TerminalWindow, DescribedViewContainer<TerminalBackend>
) {
    let container = DescribedViewContainer<TerminalBackend>()
    try container.show(screen, in: .empty)
    let view = try #require(container.view)
    return (TerminalWindow(root: view, size: TerminalSize(columns: columns, rows: rows)), container)
}

@MainActor
@Suite struct ContainerViewTests {
    @Test func aSplitScreenShowsBothSides() throws {
        let (window, _) = try window(
            showing: SplitScreen(leading: LabelScreen(label: "L"), trailing: LabelScreen(label: "R"), ratio: 0.5), columns: 21, rows: 1)
        #expect(window.render().text == "[ L ]     │[ R ]")
    }

    @Test func aBackStackShowsItsTopAndEscapeGoesBackOnlyAboveTheBottom() throws {
        var wentBack = 0
        let bottom = BackStackScreen.Frame(LabelScreen(label: "bottom"), key: "bottom")
        let top = BackStackScreen.Frame(LabelScreen(label: "top"), key: "top")
        let (window, container) = try window(showing: BackStackScreen(bottom: bottom, above: [top], onGoBack: { wentBack += 1 }))
        #expect(window.render().text.hasPrefix("[ top ]"))
        #expect(window.handle(.escape))
        #expect(wentBack == 1)

        try container.show(BackStackScreen(bottom: bottom, onGoBack: { wentBack += 1 }), in: .empty)
        window.root = try #require(container.view)
        #expect(window.render().text.hasPrefix("[ bottom ]"))
        #expect(!window.handle(.escape), "the bottom frame cannot go back")
        #expect(wentBack == 1)
    }

    @Test func aBackStackKeepsAFramesViewWhileItStaysInTheStack() throws {
        let bottom = BackStackScreen.Frame(LabelScreen(label: "list"))
        let (window, container) = try window(showing: BackStackScreen(bottom: bottom))
        _ = window.render()
        let listView = try #require(window.focusedView)
        try container.show(
            BackStackScreen(bottom: bottom, above: [BackStackScreen.Frame(LabelScreen(label: "detail"), key: "d")]), in: .empty)
        _ = window.render()
        try container.show(BackStackScreen(bottom: bottom), in: .empty)
        _ = window.render()
        #expect(window.focusedView === listView)
    }

    @Test func aModalIsACentredBoxAndOnlyItTakesInput() throws {
        var pressed: [String] = []
        let screen = BodyAndOverlaysScreen(
            body: LabelScreen(label: "body") { pressed.append("body") },
            overlays: [
                Overlay(LabelScreen(label: "lower") { pressed.append("lower") }),
                Overlay(LabelScreen(label: "top") { pressed.append("top") }),
            ]
        )
        let (window, _) = try window(showing: screen, columns: 30, rows: 9)
        let text = window.render().text
        #expect(text.contains("│ [ top ] │"))
        #expect(window.focusableViews.count == 1)
        window.handle(.tab)
        window.handle(.enter)
        #expect(pressed == ["top"])
        #expect(text.split(separator: "\n").first == "[ body ]")
    }

    @Test func aNonModalOverlayLeavesTheBodyTakingInput() throws {
        let screen = BodyAndOverlaysScreen(
            body: LabelScreen(label: "body"), overlays: [Overlay(LabelScreen(label: "toast"), isModal: false)])
        let (window, _) = try window(showing: screen)
        _ = window.render()
        #expect(window.focusableViews.count == 2)
    }

    @Test func aChildWithoutABindingShowsTheErrorInItsPlace() throws {
        let (window, _) = try window(
            showing: SplitScreen(leading: LabelScreen(label: "ok"), trailing: UnboundScreen(), ratio: 0.2), columns: 60, rows: 3)
        let text = window.render().text
        #expect(text.contains("No TerminalBackend view is bound to"))
        #expect(text.contains("UnboundScreen"))
    }

    @Test func aScreenBoundThroughTheRegistryWinsOverItsOwnBinding() throws {
        var registry = ViewRegistry<TerminalBackend>()
        try registry.register(LabelScreen.self) { screen, _ in
            .terminal(build: { TextView() }) { view, _ in view.text = "registry: \(screen.label)" }
        }
        let container = DescribedViewContainer<TerminalBackend>()
        try container.show(LabelScreen(label: "x"), in: ViewEnvironment.empty.setting(ViewRegistryKey<TerminalBackend>.self, to: registry))
        let view = try #require(container.view)
        #expect(TerminalWindow(root: view, size: TerminalSize(columns: 20, rows: 1)).render().text == "registry: x")
        #expect(TerminalBackend.kind(of: view) == "TextView")
    }
}
