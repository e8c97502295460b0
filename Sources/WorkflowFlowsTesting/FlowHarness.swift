import Workflow
import WorkflowFlows
public import WorkflowUI

/// The parent a ``FlowTester`` gives the flow under test: it places the flow, passes every
/// event on as its output, and stops rendering the flow when the person leaves it, as a real
/// parent must.
struct FlowHarness<FlowType: Flow>: Workflow {
    let flow: FlowType
    let placer: ScreenPlacer<FlowType.RequiredContext, AnyScreen>
    let withoutFlow: AnyScreen

    typealias Output = FlowEvent<FlowType.Output>

    /// Whether the flow runs.
    func makeInitialState() -> Bool { true }

    func render(state isRunning: Bool, context: RenderContext<FlowHarness>) -> AnyScreen {
        guard isRunning else { return withoutFlow }
        return flow.rendered(in: context, placer: placer, key: "flow") { isRunning, event in
            if case .dismissedByUser = event { isRunning = false }
            return event
        }
    }
}

/// The screen under the flow in a ``FlowTester``: the parent's own screen.
public struct FlowTesterParentScreen: Screen {
    /// The parent's screen.
    public init() {}
}

/// How the tester finds the screen the person sees and what going back or switching tabs does,
/// the way the terminal backend routes Escape: the innermost container that can handle it.
enum VisibleScreens {
    /// The screen that takes input: the top frame, the top overlay, the selected tab.
    static func top(of screen: any Screen) -> any Screen {
        let screen = AnyScreen(screen).wrapped
        if let stack = screen as? BackStackScreen { return top(of: stack.top.screen) }
        if let layered = screen as? any AnyBodyAndOverlaysScreen {
            return top(of: layered.overlays.last?.screen ?? AnyScreen(layered.bodyScreen))
        }
        if let tabs = screen as? TabScreen { return top(of: tabs.selectedTab.screen) }
        return screen
    }

    /// What going back does: the innermost stack with a frame to go back to, or dismissable
    /// top overlay, on the way to the top screen.
    static func goBack(in screen: any Screen) -> (() -> Void)? {
        let screen = AnyScreen(screen).wrapped
        if let stack = screen as? BackStackScreen {
            return goBack(in: stack.top.screen) ?? (stack.frames.count > 1 ? stack.onGoBack : nil)
        }
        if let layered = screen as? any AnyBodyAndOverlaysScreen {
            guard let overlay = layered.overlays.last else { return goBack(in: layered.bodyScreen) }
            return goBack(in: overlay.screen) ?? overlay.onDismiss
        }
        if let tabs = screen as? TabScreen { return goBack(in: tabs.selectedTab.screen) }
        return nil
    }

    /// The innermost tab screen on the way to the top screen.
    static func tabs(in screen: any Screen) -> TabScreen? {
        let screen = AnyScreen(screen).wrapped
        if let stack = screen as? BackStackScreen { return tabs(in: stack.top.screen) }
        if let layered = screen as? any AnyBodyAndOverlaysScreen {
            return tabs(in: layered.overlays.last?.screen ?? AnyScreen(layered.bodyScreen))
        }
        if let tabs = screen as? TabScreen { return Self.tabs(in: tabs.selectedTab.screen) ?? tabs }
        return nil
    }
}
