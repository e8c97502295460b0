import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite struct BackStackTests {
    @Test func transitionsArePushesPopsOrNone() {
        let a = BackStackScreen.Frame(Label("a")).identity
        let b = BackStackScreen.Frame(Badge(count: 1)).identity
        let c = BackStackScreen.Frame(Label("c"), key: "detail").identity
        #expect(BackStackTransition(from: [a], to: [a, b]) == .push)
        #expect(BackStackTransition(from: [a, b], to: [a]) == .pop)
        #expect(BackStackTransition(from: [a, b, c], to: [a]) == .pop)
        #expect(BackStackTransition(from: [a, b], to: [a, b]) == .none)
        #expect(BackStackTransition(from: [a, b], to: [c]) == .push, "a new top that was never below is a push")
        #expect(BackStackTransition(from: [], to: [a]) == .push)
    }

    @Test func theTopIsTheLastFrameAndFramesBelowTheTopCanGoBack() throws {
        let stack = BackStackScreen(Label("list"), Badge(count: 2), Label("edit", key: "edit"))
        #expect(stack.top.screen.as(Label.self)?.text == "edit")
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(stack, in: environment)
        let view = try #require(container.view)
        #expect(view.children.map(\.canGoBack) == [false, true, true])

        log.clear()
        let list = view.children[0]
        try container.show(BackStackScreen(Label("list 2")), in: environment)
        #expect(log.events == ["update backStack", "pop", "update Label"])
        #expect(view.children.count == 1)
        #expect(view.children[0] === list, "the frame popped back to keeps its view")

        log.clear()
        try container.show(BackStackScreen(Label("list 2"), Badge(count: 9)), in: environment)
        #expect(log.events == ["update backStack", "push", "update Label", "build Badge"])
    }
}

extension TestView {
    var canGoBack: Bool { environment.canGoBack }
}

@MainActor
@Suite struct OverlayTests {
    @Test func aModalBlocksInputToEverythingBelowIt() {
        let screen = BodyAndOverlaysScreen(
            body: Label("body"),
            overlays: [
                Overlay(Label("toast"), isModal: false),
                Overlay(Label("confirm")),
                Overlay(Label("tooltip"), isModal: false),
            ])
        #expect(screen.inputEnabledByLayer == [false, false, true, true])
        #expect(BodyAndOverlaysScreen(body: Label("body")).inputEnabledByLayer == [true])
        #expect(
            BodyAndOverlaysScreen(body: Label("b"), overlays: [Overlay(Label("t"), isModal: false)]).inputEnabledByLayer == [true, true])
    }

    @Test func showingAModalNeverRebuildsTheBody() throws {
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(BodyAndOverlaysScreen(body: Label("list")), in: environment)
        let view = try #require(container.view)
        let body = view.children[0]
        log.clear()

        try container.show(BodyAndOverlaysScreen(body: Label("list"), overlays: [Overlay(Label("delete?"))]), in: environment)
        #expect(log.events == ["update bodyAndOverlays", "update Label", "build Label"])
        #expect(view.children[0] === body)
        #expect(view.children.map(\.isInputEnabled) == [false, true])

        try container.show(BodyAndOverlaysScreen(body: Label("list")), in: environment)
        #expect(view.children.count == 1)
        #expect(view.children[0] === body)
        #expect(body.isInputEnabled)
    }

    @Test func aTabScreenShowsOnlyItsSelectedTabAndKeepsEachTabsView() throws {
        let (environment, _) = loggingEnvironment()
        func tabs(_ selected: Int) -> TabScreen {
            TabScreen(
                tabs: [TabScreen.Tab(title: "A", screen: Label("a")), TabScreen.Tab(title: "B", screen: Badge(count: 2))],
                selectedIndex: selected)
        }
        let container = DescribedViewContainer<TestBackend>()
        try container.show(tabs(0), in: environment)
        let view = try #require(container.view)
        #expect(view.text == "tab 0 of 2: A")
        let first = try #require(view.children.first)
        #expect(view.children.map(\.kind) == ["Label"])

        try container.show(tabs(1), in: environment)
        #expect(view.children.map(\.kind) == ["Badge"])
        try container.show(tabs(0), in: environment)
        #expect(view.children.first === first)
        #expect(tabs(1).selectedTab.title == "B")
    }

    @Test func anOverlayCarriesWhatDismissingItDoes() {
        var dismissed = false
        let overlay = Overlay(Label("modal"), onDismiss: { dismissed = true })
        #expect(overlay.isModal)
        overlay.onDismiss?()
        #expect(dismissed)
        #expect(Overlay(Label("toast"), isModal: false).onDismiss == nil)
    }
}
