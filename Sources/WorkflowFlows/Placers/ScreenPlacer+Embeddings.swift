public import WorkflowUI

extension ScreenPlacer where Context == PresentationContext {
    /// A placer for a back stack flow that puts a ``/WorkflowUI/BackStackScreen`` of the flow's
    /// frames where this placer puts a screen: the seed's navigation embedding.
    ///
    /// `presented(on: menu).embeddedInBackStack()` shows the flow as a modal with a back stack
    /// of its own. Going back from its first frame does what dismissing the screen would: it
    /// leaves the flow, unless the flow's first frame handles going back itself.
    public func embeddedInBackStack() -> ScreenPlacer<BackStackContext, Placed> {
        ScreenPlacer<BackStackContext, Placed> { frames in
            place(PresentedContent(frames.backStackScreen, onDismiss: frames.frames[0].onGoBack))
        }
    }
}

extension ScreenPlacer where Context == PresentationContext, Placed == TabScreen.Tab {
    /// Places a flow's screen in a tab titled `title`, with what it presents over it.
    ///
    /// A tab cannot be dismissed: the person leaves the tabs through the container around
    /// them, and the parent ends the flow by no longer rendering it.
    public static func tab(titled title: String) -> Self {
        ScreenPlacer { content in
            TabScreen.Tab(title: title, screen: BodyAndOverlaysScreen(body: content.screen, overlays: content.overlays))
        }
    }

    /// One placer per tab of a ``/WorkflowUI/TabScreen``, in order: the seed's tab embedding.
    /// Place a flow (or a plain screen) with each and make the tab screen from the results:
    ///
    /// ```swift
    /// let placers = ScreenPlacer.tabs(titled: ["About", "Tutorial"])
    /// let tutorial = TutorialFlow().rendered(in: context, placer: placers[1].embeddedInBackStack()) { … }
    /// let tabs = TabScreen(tabs: [placers[0].place(PresentedContent(AboutScreen())), tutorial], selectedIndex: 1)
    /// ```
    public static func tabs(titled titles: [String]) -> [Self] {
        titles.map { tab(titled: $0) }
    }
}
