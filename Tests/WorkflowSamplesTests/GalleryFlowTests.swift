import Testing
import Workflow
import WorkflowSamples
import WorkflowUI

/// The gallery starts the same tutorial three ways; each way ends back at the menu on Skip,
/// on OK, and on going back from the first screen. Driven through the renderings' callbacks
/// as the terminal's keys would.
@MainActor
@Suite struct GalleryFlowTests {
    private let host: WorkflowHost<GalleryWorkflow>

    init() {
        host = WorkflowHost(workflow: GalleryWorkflow())
    }

    private var menu: GalleryMenuScreen? {
        host.rendering.frames[0].screen.as(BodyAndOverlaysScreen<GalleryMenuScreen>.self)?.body
    }

    private func open(_ sample: GalleryWorkflow.Sample) throws {
        let index = try #require(GalleryWorkflow.Sample.allCases.firstIndex(of: sample))
        menu?.onChoose(index)
    }

    /// The screen that takes input, following stacks, overlays and tabs.
    private func top(_ screen: any Screen) -> any Screen {
        let screen = AnyScreen(screen).wrapped
        if let stack = screen as? BackStackScreen { return top(stack.top.screen) }
        if let layered = screen as? any AnyBodyAndOverlaysScreen {
            return top(layered.overlays.last?.screen ?? AnyScreen(layered.bodyScreen))
        }
        if let tabs = screen as? TabScreen { return top(tabs.selectedTab.screen) }
        return screen
    }

    private var prompt: PromptScreen? { top(host.rendering) as? PromptScreen }
    private var atMenu: Bool { top(host.rendering) is GalleryMenuScreen }

    /// What Escape does: the innermost stack with a frame to go back to, or dismissable top
    /// overlay, on the way to the top screen (the way the terminal routes it).
    private func escapeHandler(_ screen: any Screen) -> (() -> Void)? {
        let screen = AnyScreen(screen).wrapped
        if let stack = screen as? BackStackScreen {
            return escapeHandler(stack.top.screen) ?? (stack.frames.count > 1 ? stack.onGoBack : nil)
        }
        if let layered = screen as? any AnyBodyAndOverlaysScreen {
            guard let overlay = layered.overlays.last else { return escapeHandler(layered.bodyScreen) }
            return escapeHandler(overlay.screen) ?? overlay.onDismiss
        }
        if let tabs = screen as? TabScreen { return escapeHandler(tabs.selectedTab.screen) }
        return nil
    }

    private func escape() {
        escapeHandler(host.rendering)?()
    }

    @Test(arguments: [GalleryWorkflow.Sample.tutorialPushed, .tutorialPresented, .tutorialInTabs])
    func eachTutorialEndsAtTheMenuOnSkipOKAndBack(_ sample: GalleryWorkflow.Sample) throws {
        try open(sample)
        #expect(prompt?.title == "Welcome")
        prompt?.press("Skip")
        #expect(atMenu)

        try open(sample)
        prompt?.press("Next")
        #expect(prompt?.title == "All set")
        prompt?.press("OK")
        #expect(atMenu)

        try open(sample)
        prompt?.press("Next")
        escape()  // From the finish screen: the tutorial's stack pops.
        #expect(prompt?.title == "Welcome")
        escape()  // From the welcome screen: back at the menu.
        #expect(atMenu)
        escape()  // Nothing more to go back to.
        #expect(atMenu)
    }

    @Test func thePushedTutorialSitsOnTheGalleryStackAndThePresentedOneOverTheMenu() throws {
        try open(.tutorialPushed)
        #expect(host.rendering.frames.map(\.key) == ["", "welcome"])
        host.rendering.onGoBack?()

        try open(.tutorialPresented)
        #expect(host.rendering.frames.count == 1)
        let layered = try #require(host.rendering.frames[0].screen.as(BodyAndOverlaysScreen<GalleryMenuScreen>.self))
        #expect(layered.overlays.count == 1)
        #expect(layered.overlays[0].screen.wrapped is BackStackScreen)
    }

    @Test func theTabbedTutorialOpensOnItsTabAndTheOtherTabIsReachable() throws {
        try open(.tutorialInTabs)
        let tabs = try #require(host.rendering.top.screen.as(TabScreen.self))
        #expect(tabs.tabs.map(\.title) == ["About", "Tutorial"])
        #expect(tabs.selectedIndex == 1)
        tabs.onSelect?(0)
        #expect(prompt?.title == "About")
        prompt?.press("Back to the menu")
        #expect(atMenu)
        try open(.tutorialInTabs)
        #expect(host.rendering.top.screen.as(TabScreen.self)?.selectedIndex == 1)
    }

    @Test func signUpPushesAndEndsAtTheMenuWhenTheAccountIsCreated() throws {
        try open(.signUp)
        let signUp = try #require(top(host.rendering) as? SignUpScreen)
        signUp.onPasswordChanged("correct horse")
        (top(host.rendering) as? SignUpScreen)?.onReadTerms()
        #expect(prompt?.title == "Terms of service")
        prompt?.press("Accept")
        (top(host.rendering) as? SignUpScreen)?.onNext?()
        prompt?.press("Create account")
        #expect(atMenu)
    }
}
