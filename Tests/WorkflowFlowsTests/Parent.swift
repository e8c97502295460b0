import Workflow
import WorkflowFlows
import WorkflowUI

/// The flows' parent in the lifetime tests: places a flow with the placer the test chose
/// while it runs, emits each event it gets as text, and stops rendering the flow when the
/// person leaves it. Its own page's Next starts the flow again, under a new key.
struct Parent<Child: Flow>: Workflow where Child.Output == String {
    var child: Child
    /// The placer, given the parent's own page.
    var placer: (Page) -> ScreenPlacer<Child.RequiredContext, AnyScreen>

    typealias Output = String

    struct State {
        var isRunning = true
        var starts = 1
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Parent>) -> AnyScreen {
        let restart = context.makeStateMutationSink()
        let page = Page(
            name: "parent",
            onNext: {
                restart.send {
                    $0.isRunning = true; $0.starts += 1
                }
            })
        guard state.isRunning else { return AnyScreen(BackStackScreen(bottom: .init(page, key: "parent"))) }
        return child.rendered(in: context, placer: placer(page), key: "\(state.starts)") { state, event in
            switch event {
            case .output(let output):
                return "output \(output)"
            case .dismissedByUser:
                state.isRunning = false
                return "dismissed"
            }
        }
    }
}

extension Parent where Child.RequiredContext == BackStackContext {
    /// The flow pushed onto the parent's stack.
    static func pushing(_ child: Child) -> Parent {
        Parent(child: child) { page in ScreenPlacer.pushed(in: BackStackScreen(bottom: .init(page, key: "parent"))).map { AnyScreen($0) } }
    }

    /// The flow at the root of a stack.
    static func atRoot(_ child: Child) -> Parent {
        Parent(child: child) { page in ScreenPlacer.root(of: BackStackScreen(bottom: .init(page, key: "parent"))).map { AnyScreen($0) } }
    }

    /// The flow presented over the parent's page, in a back stack of its own.
    static func presentingInBackStack(_ child: Child) -> Parent {
        Parent(child: child) { page in ScreenPlacer.presented(on: page).embeddedInBackStack().map { AnyScreen($0) } }
    }

    /// The flow in the second of two tabs, in a back stack of its own.
    static func inSecondTab(_ child: Child) -> Parent {
        Parent(child: child) { page in
            ScreenPlacer.tab(titled: "flow").embeddedInBackStack().map { tab in
                AnyScreen(TabScreen(tabs: [TabScreen.Tab(title: "parent", screen: page), tab], selectedIndex: 1))
            }
        }
    }
}

extension Parent where Child.RequiredContext == PresentationContext {
    /// The flow presented over the parent's page.
    static func presenting(_ child: Child) -> Parent {
        Parent(child: child) { page in ScreenPlacer.presented(on: page).map { AnyScreen($0) } }
    }
}
