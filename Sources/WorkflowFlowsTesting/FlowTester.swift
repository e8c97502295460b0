public import Workflow
public import WorkflowFlows
public import WorkflowUI
import WorkflowTesting

/// Runs a flow in a real ``/Workflow/WorkflowHost``, synchronously, with no view system: the
/// test presses its screens' buttons by calling their callbacks, goes back or switches tabs
/// the way a container would, and checks what changed on screen and what the flow told its
/// parent. Nothing waits: each call has re-rendered the flow by the time it returns.
///
/// ```swift
/// @MainActor @Test func nextThenOK() {
///     let tester = FlowTester(TutorialFlow())
///     tester.expectNavigation([.pushed(PromptScreen.self)])
///     tester.screen(PromptScreen.self)?.press("Next")
///     tester.expectNavigation([.pushed(PromptScreen.self)])
///     tester.screen(PromptScreen.self)?.press("OK")
///     tester.expectEvents([.output(.didFinish)])
/// }
/// ```
///
/// The tester is the flow's parent. It places the flow with a placer (by default on a stack
/// over a ``FlowTesterParentScreen``, or presented over one), reports its outputs and
/// ``/WorkflowFlows/FlowEvent/dismissedByUser`` as events, and stops rendering the flow when
/// the person leaves it, which ends it. Each failed expectation is reported with a diff, to
/// Swift Testing or XCTest alike; events the test never checked fail it when the tester goes.
public final class FlowTester<FlowType: Flow> {
    private let host: WorkflowHost<FlowHarness<FlowType>>
    private var layers: [NavigationLayer]
    private var navigation: [NavigationEvent] = []
    private var events: [FlowEvent<FlowType.Output>] = []
    private var observations: [HostObservation] = []
    private let site: AssertionSite

    /// Starts `flow`, placed with `placer` in a parent whose rendering without the flow is
    /// `withoutFlow`; the navigation from `withoutFlow` to the first rendering is the first
    /// event the test can check.
    ///
    /// - Parameters:
    ///   - flow: The flow under test.
    ///   - placer: Where the tester, as the parent, puts the flow's content.
    ///   - withoutFlow: The parent's rendering while the flow does not run (after the person
    ///     left it).
    ///   - snapshot: A snapshot taken by ``snapshot()`` of an earlier tester, to restore from.
    ///   - isolation: The actor the flow's host runs on; leave the default, the caller's.
    ///   - fileID: Where failures found when the tester goes away are reported; leave the
    ///     default.
    ///   - filePath: As `fileID`.
    ///   - line: As `fileID`.
    ///   - column: As `fileID`.
    public init<Placed: Screen>(
        _ flow: FlowType,
        placer: ScreenPlacer<FlowType.RequiredContext, Placed>,
        withoutFlow: Placed,
        restoringFrom snapshot: WorkflowSnapshot? = nil,
        isolation: isolated (any Actor) = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let harness = FlowHarness(flow: flow, placer: placer.map { AnyScreen($0) }, withoutFlow: AnyScreen(withoutFlow))
        host = WorkflowHost(workflow: harness, restoringFrom: snapshot, isolation: isolation)
        layers = NavigationLayer.layers(of: withoutFlow)
        record(host.rendering)
        observations = [
            host.onRendering { [weak self] rendering in self?.record(rendering) },
            host.onOutput { [weak self] event in
                if case .dismissedByUser = event { self?.isRunning = false }
                self?.events.append(event)
            },
        ]
    }

    deinit {
        reportUncheckedEvents()
        host.stop()
    }

    /// The parent's rendering with the flow placed in it.
    public var rendering: any Screen {
        host.rendering.wrapped
    }

    /// Whether the flow still runs: `false` once the person left it, which makes the tester
    /// stop rendering it.
    public private(set) var isRunning = true

    /// The flow's state and its children's, for a later tester to restore from. Only flows
    /// (and children) that are ``/Workflow/SnapshottingWorkflow``s are saved.
    public func snapshot() -> WorkflowSnapshot {
        host.snapshot()
    }

    /// The screen that takes input (the top frame, the top overlay, the selected tab) as a
    /// `S`; fails, naming the screen's type, and returns `nil` if it is another type.
    public func screen<S: Screen>(
        _ type: S.Type = S.self,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> S? {
        let top = VisibleScreens.top(of: rendering)
        guard let screen = top as? S else {
            AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .fail("The top screen is a \(Swift.type(of: top)), not a \(S.self).")
            return nil
        }
        return screen
    }

    /// Goes back as Escape would: from the innermost back stack that has a frame to go back
    /// to, or by dismissing the top overlay. Fails if nothing on the way to the top screen can
    /// go back.
    public func goBack(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        guard let goBack = VisibleScreens.goBack(in: rendering) else {
            AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .fail("Nothing on screen can go back: no back stack with a frame below its top, and no dismissable overlay.")
            return
        }
        goBack()
    }

    /// Asks the innermost shown ``/WorkflowUI/TabScreen`` to select the tab at `index`. Fails
    /// if no tab screen is shown, if it cannot change its selection, or if it has no such tab.
    public func selectTab(
        _ index: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let tabs = VisibleScreens.tabs(in: rendering) else { return site.fail("No tab screen is shown.") }
        guard let onSelect = tabs.onSelect else { return site.fail("The tab screen shown has no onSelect: its selection cannot change.") }
        guard tabs.tabs.indices.contains(index) else {
            return site.fail("The tab screen shown has \(tabs.tabs.count) tab(s); there is no tab \(index).")
        }
        onSelect(index)
    }

    /// Fails, with a diff, unless the navigation since the last check (or since the start) is
    /// `expected`, in order; then forgets it.
    public func expectNavigation(
        _ expected: [NavigationEvent],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let actual = navigation
        navigation = []
        AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
            .expectEqual(expected, actual, "The navigation is not the expected one")
    }

    /// The flow's outputs and departures since the last check, oldest first; taking them
    /// counts as checking them.
    public func takeEvents() -> [FlowEvent<FlowType.Output>] {
        defer { events = [] }
        return events
    }

    private func record(_ rendering: AnyScreen) {
        let new = NavigationLayer.layers(of: rendering)
        navigation += NavigationLayer.events(from: layers, to: new)
        layers = new
    }

    private func reportUncheckedEvents() {
        guard !events.isEmpty else { return }
        site.fail(
            """
            The flow sent \(events.count) event(s) the test never checked with expectEvents or \
            takeEvents:
            \(events.map { "• " + dumped($0) }.joined(separator: "\n"))
            """)
    }
}

extension FlowTester where FlowType.Output: Equatable {
    /// Fails, with a diff, unless the flow's outputs and departures since the last check are
    /// `expected`, in order; then forgets them.
    public func expectEvents(
        _ expected: [FlowEvent<FlowType.Output>],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
            .expectEqual(expected, takeEvents(), "The flow's events are not the expected ones")
    }
}

extension FlowTester where FlowType.RequiredContext == BackStackContext {
    /// Starts `flow` pushed onto a back stack whose only frame is a ``FlowTesterParentScreen``,
    /// so that going back from the flow's first frame leaves it.
    public convenience init(
        _ flow: FlowType,
        restoringFrom snapshot: WorkflowSnapshot? = nil,
        isolation: isolated (any Actor) = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let parent = BackStackScreen(FlowTesterParentScreen())
        self.init(
            flow, placer: .pushed(in: parent), withoutFlow: parent, restoringFrom: snapshot,
            isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
}

extension FlowTester where FlowType.RequiredContext == PresentationContext {
    /// Starts `flow` presented over a ``FlowTesterParentScreen``, so that dismissing its
    /// screen leaves it.
    public convenience init(
        _ flow: FlowType,
        restoringFrom snapshot: WorkflowSnapshot? = nil,
        isolation: isolated (any Actor) = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let parent = FlowTesterParentScreen()
        self.init(
            flow, placer: .presented(on: parent), withoutFlow: BodyAndOverlaysScreen(body: parent), restoringFrom: snapshot,
            isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
}
