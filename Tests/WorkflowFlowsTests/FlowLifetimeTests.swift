import Testing
import Workflow
import WorkflowFlows
@_spi(Backend) import WorkflowUI

/// A flow runs exactly while its parent renders it: these tests run parents in real hosts and
/// go back, dismiss and finish through the renderings' callbacks, as a container would.
@MainActor
@Suite struct FlowLifetimeTests {
    /// A host for `parent` and the events it emitted.
    private func start<Child: Flow>(_ parent: Parent<Child>) -> (WorkflowHost<Parent<Child>>, () -> [String]) {
        let host = WorkflowHost(workflow: parent)
        var events: [String] = []
        let observation = host.onOutput { events.append($0) }
        return (host, { withExtendedLifetime(observation) { events } })
    }

    private func stack(_ host: WorkflowHost<some Workflow<AnyScreen, String>>) throws -> BackStackScreen {
        try #require(host.rendering.as(BackStackScreen.self))
    }

    @Test func goingBackPopsTheFlowsFramesOneAtATimeThenLeavesItAndEndsItsSideEffects() throws {
        let log = EndLog()
        let (host, events) = start(Parent.pushing(PagesFlow("a", log: log)))
        #expect(names(host.rendering) == ["parent", "a1"])

        topPage(host.rendering)?.onNext()
        topPage(host.rendering)?.onNext()
        #expect(names(host.rendering) == ["parent", "a1", "a2", "a3"])

        try stack(host).onGoBack?()
        #expect(names(host.rendering) == ["parent", "a1", "a2"])
        #expect(log.ended == ["a3"])
        #expect(events() == [])

        try stack(host).onGoBack?()
        try stack(host).onGoBack?()
        #expect(names(host.rendering) == ["parent"])
        #expect(events() == ["dismissed"])
        #expect(log.ended == ["a3", "a2", "a1"])
    }

    @Test func outputsReachTheParentAsOutputsAndTheFlowGoesOn() {
        let log = EndLog()
        let (host, events) = start(Parent.pushing(PagesFlow("a", log: log)))
        topPage(host.rendering)?.onNext()
        topPage(host.rendering)?.onDone()
        #expect(events() == ["output a2"])
        #expect(names(host.rendering) == ["parent", "a1", "a2"])
        #expect(log.ended == [])
    }

    @Test func aFlowAtTheRootOfAStackCannotBeLeftByGoingBack() throws {
        let log = EndLog()
        let (host, events) = start(Parent.atRoot(PagesFlow("a", log: log)))
        topPage(host.rendering)?.onNext()
        #expect(names(host.rendering) == ["a1", "a2"])
        try stack(host).onGoBack?()
        #expect(names(host.rendering) == ["a1"])
        // A stack's bottom frame has nothing to go back to: containers never call onGoBack there.
        #expect(try stack(host).frameEnvironments(in: .empty).map(\.canGoBack) == [false])
        #expect(events() == [])
    }

    @Test func dismissingAPresentedFlowLeavesItAndCancelsItsWorker() async throws {
        let log = EndLog()
        let (reports, continuation) = AsyncStream<String>.makeStream()
        var iterator = reports.makeAsyncIterator()
        let (host, events) = start(Parent.presenting(NoteFlow(name: "note", log: log, workerReports: continuation)))
        #expect(await iterator.next() == "started")
        let layered = try #require(host.rendering.as(BodyAndOverlaysScreen<Page>.self))
        #expect(names(layered) == ["parent", "note"])

        layered.overlays[0].onDismiss?()

        #expect(events() == ["dismissed"])
        #expect(log.ended == ["note"])
        #expect(names(host.rendering) == ["parent"])
        #expect(await iterator.next() == "cancelled")
    }

    @Test func aBackStackInAModalIsLeftByGoingBackFromItsFirstFrame() throws {
        let log = EndLog()
        let (host, events) = start(Parent.presentingInBackStack(PagesFlow("m", log: log)))
        topPage(host.rendering)?.onNext()
        #expect(names(host.rendering) == ["parent", "m1", "m2"])
        let modal = { try #require(host.rendering.as(BodyAndOverlaysScreen<Page>.self)?.overlays.last) }

        try #require(try modal().screen.as(BackStackScreen.self)).onGoBack?()
        #expect(names(host.rendering) == ["parent", "m1"])
        try modal().onDismiss?()

        #expect(events() == ["dismissed"])
        #expect(log.ended == ["m2", "m1"])
    }

    @Test func aFlowInATabRunsInTheTabsOwnStackWhichCannotGoBackPastItsFirstFrame() throws {
        let log = EndLog()
        let (host, events) = start(Parent.inSecondTab(PagesFlow("t", log: log)))
        topPage(host.rendering)?.onNext()
        let tabs = try #require(host.rendering.as(TabScreen.self))
        #expect(tabs.tabs.map(\.title) == ["parent", "flow"])
        #expect(names(host.rendering) == ["parent", "t1", "t2"])
        let tabStack = {
            try #require(host.rendering.as(TabScreen.self)?.selectedTab.screen.as(BodyAndOverlaysScreen<AnyScreen>.self))?.body.as(
                BackStackScreen.self)
        }

        try #require(try tabStack()).onGoBack?()
        #expect(names(host.rendering) == ["parent", "t1"])
        #expect(log.ended == ["t2"])
        // The first frame is the bottom of the tab's stack: going back from it is for whatever
        // holds the tabs, which ends the flow by no longer rendering it.
        #expect(try #require(try tabStack()).frameEnvironments(in: .empty).map(\.canGoBack) == [false])
        #expect(events() == [])
    }

    @Test func aFirstFrameThatHandlesGoingBackItselfIsNotLeft() throws {
        let log = EndLog()
        var flow = PagesFlow("a", log: log)
        flow.interceptsFirstBack = true
        let (host, events) = start(Parent.pushing(flow))
        try stack(host).onGoBack?()
        #expect(events() == ["output back intercepted"])
        #expect(names(host.rendering) == ["parent", "a1"])
    }

    @Test func startingAgainStartsAfreshUnderANewKey() throws {
        let log = EndLog()
        let (host, _) = start(Parent.pushing(PagesFlow("a", log: log)))
        topPage(host.rendering)?.onNext()
        try stack(host).onGoBack?()
        try stack(host).onGoBack?()
        topPage(host.rendering)?.onNext()  // The parent's page: start again.
        #expect(names(host.rendering) == ["parent", "a1"])
    }

    @Test func aDeepLinkBuildsTheInitialStackAndSnapshotsRestoreIt() throws {
        let log = EndLog()
        let (host, _) = start(Parent.pushing(PagesFlow(name: "d", log: log, start: ["d1", "d2", "d3"])))
        #expect(names(host.rendering) == ["parent", "d1", "d2", "d3"])
        try stack(host).onGoBack?()
        topPage(host.rendering)?.onNext()
        topPage(host.rendering)?.onNext()
        let shown = names(host.rendering)
        #expect(shown == ["parent", "d1", "d2", "d3", "d4"])

        let restored = WorkflowHost(workflow: Parent.pushing(PagesFlow("d", log: log)), restoringFrom: host.snapshot())
        #expect(names(restored.rendering) == shown)
        let fresh = WorkflowHost(workflow: Parent.pushing(PagesFlow("d", log: log)))
        #expect(names(fresh.rendering) == ["parent", "d1"])
    }
}
