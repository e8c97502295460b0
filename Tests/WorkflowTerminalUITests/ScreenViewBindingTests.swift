import Testing
import Workflow
import WorkflowTerminalUI
import WorkflowUI

/// A count that keys change: `+` adds one, `s` saves (an output), `q` asks to quit (another).
struct TallyWorkflow: Workflow {
    enum Output: Equatable { case saved(Int), quit }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<TallyWorkflow>) -> TallyScreen {
        let sink = context.makeSink(of: Action.self)
        return TallyScreen(count: state, onKey: { sink.send($0) })
    }

    enum Action: WorkflowAction {
        case add, save, quit

        func apply(toState state: inout Int, context: ApplyContext<TallyWorkflow>) -> Output? {
            switch self {
            case .add: state += 1; return nil
            case .save: return .saved(state)
            case .quit: return .quit
            }
        }
    }
}

struct TallyScreen: Screen {
    var count: Int
    var onKey: (TallyWorkflow.Action) -> Void
}

/// Shows the count; knows nothing of the registry that binds it.
final class TallyView: TerminalView, TerminalScreenView {
    private let label = TextView()
    private(set) var updates = 0
    private(set) var wasInputEnabledAtUpdate: Bool?

    override init() {
        super.init()
        setChildren([label])
    }

    override var isFocusable: Bool { true }

    func update(with screen: TallyScreen, in environment: ViewEnvironment) {
        updates += 1
        wasInputEnabledAtUpdate = isInputEnabled
        label.text = "Count: \(screen.count)"
        onKey = { key in
            switch key {
            case .character("+"): screen.onKey(.add)
            case .character("s"): screen.onKey(.save)
            case .character("q"): screen.onKey(.quit)
            default: return false
            }
            return true
        }
    }
}

/// The same count, bound by its own conformance in one line.
struct SelfBindingTallyScreen: TerminalScreen {
    var count: Int

    func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(SelfBindingTallyView.self, showing: self)
    }
}

final class SelfBindingTallyView: TerminalView, TerminalScreenView {
    private let label = TextView()

    override init() {
        super.init()
        setChildren([label])
    }

    func update(with screen: SelfBindingTallyScreen, in environment: ViewEnvironment) {
        label.text = "Tally \(screen.count)"
    }
}

/// The first view of type `V` in `view`'s tree.
@MainActor func firstView<V: TerminalView>(_ type: V.Type, in view: TerminalView) -> V? {
    if let match = view as? V { return match }
    return view.children.lazy.compactMap { firstView(type, in: $0) }.first
}

@MainActor
@Suite struct ScreenViewBindingTests {
    private func tallyRegistry() throws -> ViewRegistry<TerminalBackend> {
        var registry = ViewRegistry<TerminalBackend>()
        try registry.register(TallyScreen.self, view: TallyView.self)
        return registry
    }

    @Test func aRegisteredViewShowsItsScreenAndIsUpdatedNotRebuilt() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: TallyWorkflow()), registry: tallyRegistry(), quitOnOutput: .never)
        #expect(app.frame().text.hasPrefix("Count: 0"))
        let view = try #require(firstView(TallyView.self, in: app.window.root))
        app.press(.character("+"))
        app.press(.character("+"))
        #expect(app.frame().text.hasPrefix("Count: 2"))
        #expect(firstView(TallyView.self, in: app.window.root) === view)
        #expect(view.updates == 3)
        #expect(view.wasInputEnabledAtUpdate == true)
    }

    @Test func registeringAScreenTwiceIsAnErrorNamingIt() throws {
        var registry = try tallyRegistry()
        #expect(throws: ViewBindingError.duplicateBinding(screenType: "TallyScreen", backend: "TerminalBackend")) {
            try registry.register(TallyScreen.self, view: TallyView.self)
        }
    }

    @Test func aScreenCanBindItsOwnViewInOneLine() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: StaticWorkflow(screen: SelfBindingTallyScreen(count: 7))))
        #expect(app.frame().text.hasPrefix("Tally 7"))
    }

    @Test func theRegistryGivenWinsOverOneInTheEnvironment() throws {
        var other = ViewRegistry<TerminalBackend>()
        try other.register(TallyScreen.self) { _, _ in .terminal(build: { TextView("from the environment") }) { _, _ in } }
        let environment = ViewEnvironment.empty.setting(ViewRegistryKey<TerminalBackend>.self, to: other)
        let app = try TerminalApp(
            host: WorkflowHost(workflow: TallyWorkflow()), registry: tallyRegistry(), environment: environment, quitOnOutput: .never)
        #expect(app.frame().text.hasPrefix("Count: 0"))
    }

    @Test func withQuitOnOutputNeverNoOutputEndsTheApp() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: TallyWorkflow()), registry: tallyRegistry(), quitOnOutput: .never)
        #expect(app.press(.character("s")) == nil)
        #expect(app.press(.character("q")) == nil)
        guard case .quitKey(.control("c")) = app.press(.control("c")) else {
            Issue.record("Ctrl-C did not end the app")
            return
        }
    }

    @Test func withQuitOnOutputWhenOnlyTheChosenOutputsEndTheApp() throws {
        let app = try TerminalApp(
            host: WorkflowHost(workflow: TallyWorkflow()), registry: tallyRegistry(), quitOnOutput: .when { $0 == .quit })
        app.press(.character("+"))
        #expect(app.press(.character("s")) == nil, "saving does not quit")
        guard case .output(.quit) = app.press(.character("q")) else {
            Issue.record("q did not end the app with .quit")
            return
        }
    }

    @Test func withQuitOnOutputAlwaysAnyOutputEndsTheApp() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: TallyWorkflow()), registry: tallyRegistry(), quitOnOutput: .always)
        app.press(.character("+"))
        guard case .output(.saved(1)) = app.press(.character("s")) else {
            Issue.record("saving did not end the app with its output")
            return
        }
    }
}

/// Renders one fixed screen; has no outputs.
struct StaticWorkflow<S: Screen>: Workflow {
    var screen: S
    func makeInitialState() {}
    func render(state: Void, context: RenderContext<StaticWorkflow>) -> S { screen }
}
