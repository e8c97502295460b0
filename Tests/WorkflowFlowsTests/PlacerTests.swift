import Testing
import WorkflowFlows
import WorkflowUI

/// Placers are plain functions from a flow's content to the parent's rendering: these tests
/// call them directly, with no host.
@Suite struct PlacerTests {
    @Test func pushedInAStackPutsTheFlowsFramesAfterTheParentsAndGivesItTheBackAction() {
        var backs: [String] = []
        var content = BackStackContent(Page(name: "a1"), key: "a1")
        content.push(Page(name: "a2"), key: "a2", onGoBack: { backs.append("a2") })
        let parent = BackStackScreen(bottom: .init(Page(name: "menu"), key: "menu"), onGoBack: { backs.append("parent") })

        let placed = ScreenPlacer.pushed(in: parent).place(content)

        #expect(names(placed) == ["menu", "a1", "a2"])
        #expect(placed.frames.map(\.key) == ["menu", "a1", "a2"])
        placed.onGoBack?()
        #expect(backs == ["a2"])
    }

    @Test func rootOfAStackReplacesItsFrames() {
        let parent = BackStackScreen(bottom: .init(Page(name: "old"), key: "old"))
        let placed = ScreenPlacer.root(of: parent).place(BackStackContent(Page(name: "new"), key: "new"))
        #expect(names(placed) == ["new"])
    }

    @Test func pushedInAFlowsContentAppendsTheChildsFramesKeepingItsFirstBackHandler() {
        var log: [String] = []
        var parent = BackStackContent(Page(name: "p1"), key: "p1")
        parent.push(Page(name: "p2"), key: "p2", onGoBack: { log.append("p2") })
        let child = BackStackContent(Page(name: "c1"), key: "c1", onGoBack: { log.append("c1") })

        let placed = ScreenPlacer.pushed(in: parent).place(child)

        #expect(placed.frames.map(\.key) == ["p1", "p2", "c1"])
        placed.top.onGoBack?()
        #expect(log == ["c1"])
    }

    @Test func presentedOnABodyShowsTheFlowsScreenAsADismissableModalWithItsOverlaysAbove() {
        var log: [String] = []
        let content = PresentedContent(
            Page(name: "note"), onDismiss: { log.append("dismiss") },
            overlays: [Overlay(Page(name: "tip"), isModal: false)]
        )

        let placed = ScreenPlacer.presented(on: Page(name: "menu")).place(content)

        #expect(names(placed) == ["menu", "note", "tip"])
        #expect(placed.overlays.map(\.isModal) == [true, false])
        placed.overlays[0].onDismiss?()
        #expect(log == ["dismiss"])
    }

    @Test func presentedOnAFlowsContentStacksTheChildAboveWhatTheFlowPresents() {
        let parent = PresentedContent(Page(name: "form"), overlays: [Overlay(Page(name: "hint"), isModal: false)])
        let placed = ScreenPlacer.presented(on: parent).place(PresentedContent(Page(name: "terms")))
        #expect(names(placed.screen) == ["form"])
        #expect(placed.overlays.flatMap { names($0.screen) } == ["hint", "terms"])
    }

    @Test func aBackStackEmbeddedInAModalDismissesThroughItsFirstFramesBack() throws {
        var log: [String] = []
        var content = BackStackContent(Page(name: "t1"), key: "t1", onGoBack: { log.append("leave") })
        content.push(Page(name: "t2"), key: "t2", onGoBack: { log.append("pop") })

        let placed = ScreenPlacer.presented(on: Page(name: "menu")).embeddedInBackStack().place(content)

        #expect(placed.overlays.count == 1)
        let stack = try #require(placed.overlays[0].screen.as(BackStackScreen.self))
        #expect(names(stack) == ["t1", "t2"])
        stack.onGoBack?()
        placed.overlays[0].onDismiss?()
        #expect(log == ["pop", "leave"])
    }

    @Test func aTabEmbeddingMakesOnePlacerPerTabAndKeepsWhatAFlowPresentsInsideItsTab() {
        let placers = ScreenPlacer.tabs(titled: ["One", "Two"])
        #expect(placers.count == 2)
        let first = placers[0].place(PresentedContent(Page(name: "a")))
        let second = placers[1].embeddedInBackStack().place(BackStackContent(Page(name: "b"), key: "b"))
        let presenting = placers[0].place(PresentedContent(Page(name: "c"), overlays: [Overlay(Page(name: "d"))]))

        #expect([first.title, second.title] == ["One", "Two"])
        #expect(names(first.screen) == ["a"])
        #expect(names(second.screen) == ["b"])
        #expect(names(presenting.screen) == ["c", "d"])
    }

    @Test func aPlacerForAContainerOfYourOwnIsAClosure() {
        let besideMenu = ScreenPlacer<PresentationContext, SplitScreen<Page, AnyScreen>> { content in
            SplitScreen(leading: Page(name: "menu"), trailing: content.screen)
        }
        let placed = besideMenu.map { BackStackScreen($0) }.place(PresentedContent(Page(name: "detail")))
        let split = placed.top.screen.as(SplitScreen<Page, AnyScreen>.self)
        #expect(split?.leading.name == "menu")
        #expect(split.map { names($0.trailing) } == ["detail"])
    }

    @Test func contextsFillInTheWayOutOnlyWhereTheFlowLeftItOpen() {
        var log: [String] = []
        let open = BackStackContext.content(BackStackContent(Page(name: "a")), leavingThrough: { log.append("leave") })
        let handled = BackStackContext.content(
            BackStackContent(Page(name: "b"), onGoBack: { log.append("own") }), leavingThrough: { log.append("leave") })
        let openModal = PresentationContext.content(PresentedContent(Page(name: "c")), leavingThrough: { log.append("leave modal") })
        let handledModal = PresentationContext.content(
            PresentedContent(Page(name: "d"), onDismiss: { log.append("own modal") }), leavingThrough: { log.append("leave modal") })

        open.frames[0].onGoBack?()
        handled.frames[0].onGoBack?()
        openModal.onDismiss?()
        handledModal.onDismiss?()

        #expect(log == ["leave", "own", "leave modal", "own modal"])
    }
}
