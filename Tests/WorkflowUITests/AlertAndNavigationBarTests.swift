import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

/// Alerts, navigation bars, overlay styles and keys, shown by the test backend.
@MainActor
@Suite struct AlertTests {
    /// Records which answers were chosen.
    final class Answers {
        var chosen: [String] = []
    }

    func deleteAlert(_ answers: Answers) -> Alert {
        Alert(
            title: "Delete “Milk”?", message: "This cannot be undone.",
            actions: [
                AlertAction(title: "Cancel", style: .cancel) { answers.chosen.append("cancel") },
                AlertAction(title: "Delete", style: .destructive) { answers.chosen.append("delete") },
            ])
    }

    @Test func anAlertOverlayShowsItsTitleMessageAndButtonsAndAnswersThroughTheirHandlers() throws {
        let answers = Answers()
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(BodyAndOverlaysScreen(body: Label("list"), overlays: [Overlay(alert: deleteAlert(answers))]), in: environment)
        let root = try #require(container.view)
        let alert = try #require(root.first(ofKind: "alert"))
        #expect(alert.text == "Delete “Milk”? — This cannot be undone. — [Cancel (cancel)] [Delete (destructive)]")
        #expect(alert.buttonTitles == ["Cancel", "Delete"])
        #expect(root.children.map(\.isInputEnabled) == [false, true], "an alert is modal")
        #expect(alert.press("Delete"))
        #expect(!alert.press("Keep"), "no such button")
        #expect(answers.chosen == ["delete"])
    }

    @Test func dismissingAnAlertChoosesItsCancelButtonAndOneWithoutCannotBeDismissed() {
        let answers = Answers()
        let overlay = Overlay(alert: deleteAlert(answers))
        #expect(overlay.isModal && overlay.style == .dialog)
        overlay.onDismiss?()
        #expect(answers.chosen == ["cancel"])
        let notice = Alert(title: "Saved", actions: [AlertAction(title: "OK") {}])
        #expect(notice.cancelAction == nil)
        #expect(Overlay(alert: notice).onDismiss == nil)
    }

    @Test func anAlertContainerShowsItsBaseAloneOrUnderTheAlertKeepingTheBasesView() throws {
        let answers = Answers()
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(AlertContainerScreen(baseScreen: Label("game")), in: environment)
        let root = try #require(container.view)
        let base = root.children[0]
        #expect(root.text == "0 overlays")
        log.clear()
        try container.show(AlertContainerScreen(baseScreen: Label("game"), alert: deleteAlert(answers)), in: environment)
        #expect(root.children.count == 2)
        #expect(root.children[0] === base, "the base keeps its view when the alert appears")
        #expect(log.events == ["update bodyAndOverlays", "update Label", "build alert"])
    }
}

@MainActor
@Suite struct NavigationBarTests {
    final class Presses {
        var log: [String] = []
    }

    @Test func theBackButtonShowsOnlyWhereTheFrameCanGoBack() throws {
        let presses = Presses()
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        let list = BackStackScreen.Frame(Label("list"), bar: NavigationBar(title: "Lists"))
        try container.show(BackStackScreen(bottom: list, onGoBack: { presses.log.append("back") }), in: environment)
        let view = try #require(container.view)
        #expect(view.text == "1 frames; bar: - | Lists | -", "the bottom frame has nowhere to go back to")

        let detail = BackStackScreen.Frame(
            Label("milk", key: "milk"),
            bar: NavigationBar(title: "Milk", trailing: NavigationBar.Button("Edit") { presses.log.append("edit") }))
        try container.show(BackStackScreen(bottom: list, above: [detail], onGoBack: { presses.log.append("back") }), in: environment)
        #expect(view.text == "2 frames; bar: ‹ Back | Milk | Edit")
        #expect(view.press("Back"))
        #expect(view.press("Edit"))
        #expect(presses.log == ["back", "edit"])

        try container.show(BackStackScreen(bottom: list, above: [detail]), in: environment)
        #expect(view.text == "2 frames; bar: - | Milk | Edit", "a stack that cannot go back shows no Back")
    }

    @Test func aFrameCanAskForCancelAndADisabledSaveOrForNoBarAtAll() throws {
        let presses = Presses()
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        let editor = BackStackScreen.Frame(
            Label("editor", key: "editor"),
            bar: NavigationBar(
                title: "Edit",
                leading: NavigationBar.Button("Cancel") { presses.log.append("cancel") },
                trailing: NavigationBar.Button("Save", isEnabled: false) { presses.log.append("save") }
            ))
        try container.show(BackStackScreen(bottom: BackStackScreen.Frame(Label("list")), above: [editor], onGoBack: {}), in: environment)
        let view = try #require(container.view)
        #expect(view.text == "2 frames; bar: Cancel | Edit | (Save)")
        #expect(!view.press("Save"), "a disabled button cannot be pressed")
        #expect(view.press("Cancel"))
        #expect(presses.log == ["cancel"])

        try container.show(BackStackScreen(Label("list"), Label("plain", key: "p")), in: environment)
        #expect(view.text == "2 frames", "no bar where the frame asks for none")
        #expect(view.buttonTitles.isEmpty)
    }

    @Test func aNamedBackButtonKeepsItsLabel() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        let top = BackStackScreen.Frame(Label("milk", key: "milk"), bar: NavigationBar(title: "Milk", leading: .back(title: "Lists")))
        try container.show(BackStackScreen(bottom: BackStackScreen.Frame(Label("list")), above: [top], onGoBack: {}), in: environment)
        #expect(try #require(container.view).text == "2 frames; bar: ‹ Lists | Milk | -")
    }

    @Test func aStackFromAnArrayIsNilWhenEmptySoTheCallerSaysWhatToShow() throws {
        #expect(BackStackScreen(frames: []) == nil)
        let stack = try #require(BackStackScreen(frames: [BackStackScreen.Frame(Label("a")), BackStackScreen.Frame(Badge(count: 1))]))
        #expect(stack.frames.count == 2)
        #expect(stack.top.screen.as(Badge.self)?.count == 1)
    }
}

@MainActor
@Suite struct OverlayIdentityTests {
    @Test func anOverlayKeepsItsViewWhileOverlaysBelowItComeAndGo() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        let lower = Overlay(Label("lower"), key: "lower")
        let upper = Overlay(Label("upper"), key: "upper")
        try container.show(BodyAndOverlaysScreen(body: Label("body"), overlays: [lower, upper]), in: environment)
        let root = try #require(container.view)
        let upperView = root.children[2]
        try container.show(BodyAndOverlaysScreen(body: Label("body"), overlays: [upper]), in: environment)
        #expect(root.children.count == 2)
        #expect(root.children[1] === upperView, "keyed by identity, not by position")
    }

    @Test func repeatedIdentitiesAreCountedSoEveryLayerHasItsOwnKey() {
        let overlays = [Overlay(Label("a")), Overlay(Label("b")), Overlay(Label("c"), key: "k"), Overlay(Badge(count: 1))]
        #expect(overlays.uniqueIdentities == ["Label", "Label #2", "Label (key \"k\")", "Badge"])
    }

    @Test func stylesOtherThanDialogAreNamedInTheTree() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(
            BodyAndOverlaysScreen(
                body: Label("body"),
                overlays: [
                    Overlay(Label("picker"), style: .sheet), Overlay(Label("player"), style: .fullScreen, key: "p"),
                ]), in: environment)
        #expect(try #require(container.view).text == "2 overlays (sheet, fullScreen)")
    }
}
