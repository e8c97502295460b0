import Testing
import WorkflowTerminalUI
@_spi(Backend) import WorkflowUI

/// The containers flows are placed in: tabs, and modals that Escape dismisses.
@MainActor
@Suite struct FlowContainerViewTests {
    private func tabs(selected: Int, onSelect: @escaping (Int) -> Void = { _ in }) -> TabScreen {
        TabScreen(
            tabs: [
                TabScreen.Tab(title: "One", screen: LabelScreen(label: "first")),
                TabScreen.Tab(title: "Two", screen: LabelScreen(label: "second")),
            ],
            selectedIndex: selected,
            onSelect: onSelect
        )
    }

    @Test func aTabScreenShowsATabBarAboveTheSelectedTab() throws {
        let (window, _) = try window(showing: tabs(selected: 1), columns: 40, rows: 3)
        let lines = window.render().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix(" One (Alt-1) │ Two (Alt-2) │"))
        #expect(lines[1].hasPrefix("[ second ]"))
    }

    @Test func altAndADigitAsksToSelectThatTabAndTheRenderingDecides() throws {
        var selections: [Int] = []
        let (window, container) = try window(showing: tabs(selected: 0) { selections.append($0) }, columns: 40, rows: 3)
        _ = window.render()
        #expect(window.handle(.alt("2")))
        #expect(window.handle(.alt("1")), "the selected tab's key is used, and asks for nothing")
        #expect(!window.handle(.alt("3")), "there is no third tab")
        #expect(selections == [1])
        #expect(window.render().text.contains("[ first ]"), "the selection changes only when rendered")

        try container.show(tabs(selected: 1) { selections.append($0) }, in: .empty)
        window.root = try #require(container.view)
        #expect(window.render().text.contains("[ second ]"))
    }

    @Test func eachTabKeepsItsViewWhileAnotherIsShown() throws {
        let (window, container) = try window(showing: tabs(selected: 0), columns: 40, rows: 3)
        _ = window.render()
        let firstView = try #require(window.focusedView)
        try container.show(tabs(selected: 1), in: .empty)
        _ = window.render()
        #expect(window.focusedView !== firstView)
        try container.show(tabs(selected: 0), in: .empty)
        _ = window.render()
        #expect(window.focusableViews.first === firstView)
    }

    @Test func escapeDismissesTheTopOverlayWhenItCanBeDismissed() throws {
        var dismissed: [String] = []
        let screen = BodyAndOverlaysScreen(
            body: LabelScreen(label: "body"),
            overlays: [
                Overlay(LabelScreen(label: "lower"), onDismiss: { dismissed.append("lower") }),
                Overlay(LabelScreen(label: "top"), onDismiss: { dismissed.append("top") }),
            ]
        )
        let (window, _) = try window(showing: screen, columns: 30, rows: 9)
        _ = window.render()
        #expect(window.handle(.escape))
        #expect(dismissed == ["top"])
    }

    @Test func escapeOverAnOverlayThatCannotBeDismissedIsLeftToTheContainersAround() throws {
        var wentBack = 0
        let modal = BodyAndOverlaysScreen(body: LabelScreen(label: "body"), overlays: [Overlay(LabelScreen(label: "modal"))])
        let stack = BackStackScreen(
            bottom: BackStackScreen.Frame(LabelScreen(label: "menu")),
            above: [BackStackScreen.Frame(modal)],
            onGoBack: { wentBack += 1 }
        )
        let (window, _) = try window(showing: stack, columns: 30, rows: 9)
        _ = window.render()
        #expect(window.handle(.escape))
        #expect(wentBack == 1)
    }

    @Test func aBackStackInAModalIsAsLargeAsItsTopScreen() throws {
        let stack = BackStackScreen(LabelScreen(label: "small"))
        let screen = BodyAndOverlaysScreen(body: LabelScreen(label: "body"), overlays: [Overlay(stack)])
        let (window, _) = try window(showing: screen, columns: 30, rows: 9)
        let lines = window.render().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // "[ small ]" is 9 columns and 1 row; the box adds a column of padding and a border on
        // each side.
        #expect(lines.filter { $0.contains("┌") }.count == 1)
        #expect(lines.first { $0.contains("┌") }?.filter { $0 == "─" }.count == 11)
    }
}
