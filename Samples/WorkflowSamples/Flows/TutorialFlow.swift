public import Workflow
public import WorkflowFlows
import WorkflowUI

/// The seed's tutorial: a welcome screen (Skip, Next) and a finish screen (OK), shown on a
/// back stack the flow does not own. It only needs somewhere to push, so its parent decides
/// whether it is pushed onto the parent's stack, presented with a stack of its own, or put in a
/// tab.
///
/// Its state is its navigation: the steps shown, first to top. A deep link starts it at any
/// step with the steps before it underneath (``init(startingAt:)``), and the state is saved
/// and restored with the host's snapshot.
public struct TutorialFlow: Flow, SnapshottingWorkflow, Equatable {
    /// A back stack it can push onto.
    public typealias RequiredContext = BackStackContext

    /// What the tutorial tells its parent.
    public enum Output: Equatable, Sendable {
        /// Skip was pressed on the welcome screen.
        case didPressSkip
        /// OK was pressed on the finish screen.
        case didFinish
    }

    /// The tutorial's screens, in order.
    public enum Step: String, CaseIterable, Codable, Equatable, Sendable {
        /// The welcome screen.
        case welcome
        /// The finish screen.
        case finish
    }

    /// The steps shown, first to top; always starts with ``Step/welcome``.
    public typealias State = [Step]

    /// Where the tutorial starts: the deep link.
    public var start: Step

    /// A tutorial that starts at `start`, with every step before it on the stack below, so
    /// that going back from a deep link walks back through the tutorial.
    public init(startingAt start: Step = .welcome) {
        self.start = start
    }

    /// The steps up to the deep link's.
    public func makeInitialState() -> [Step] {
        Array(Step.allCases.prefix { $0 != start }) + [start]
    }

    /// The welcome frame, then the finish frame once Next was pressed. Going back from the
    /// finish frame pops it; going back from the welcome frame leaves the tutorial.
    public func render(state: [Step], context: RenderContext<TutorialFlow>) -> BackStackContent {
        let sink = context.makeSink(of: Action.self)
        var content = BackStackContent(screen(for: .welcome, sink: sink), key: Step.welcome.rawValue)
        for step in state.dropFirst() {
            content.push(screen(for: step, sink: sink), key: step.rawValue, onGoBack: { sink.send(.back) })
        }
        return content
    }

    private func screen(for step: Step, sink: Sink<Action>) -> PromptScreen {
        switch step {
        case .welcome:
            PromptScreen(
                title: "Welcome",
                message: "This short tutorial shows what the app can do.",
                buttons: [.init("Skip") { sink.send(.skip) }, .init("Next") { sink.send(.next) }]
            )
        case .finish:
            PromptScreen(
                title: "All set",
                message: "That is all there is to it.",
                buttons: [.init("OK") { sink.send(.ok) }]
            )
        }
    }

    /// What the tutorial's buttons do.
    public enum Action: WorkflowAction, Equatable, Sendable {
        public typealias WorkflowType = TutorialFlow

        /// Skip on the welcome screen.
        case skip
        /// Next on the welcome screen: shows the finish screen.
        case next
        /// Back from the finish screen.
        case back
        /// OK on the finish screen.
        case ok

        /// Pushes or pops a step, or emits the output the button stands for.
        public func apply(toState state: inout [Step], context: ApplyContext<TutorialFlow>) -> Output? {
            switch self {
            case .skip: return .didPressSkip
            case .ok: return .didFinish
            case .next: if state.last == .welcome { state.append(.finish) }
            case .back: if state.count > 1 { state.removeLast() }
            }
            return nil
        }
    }
}
