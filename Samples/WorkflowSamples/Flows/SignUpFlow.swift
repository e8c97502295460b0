public import Workflow
public import WorkflowFlows
import WorkflowUI

/// A flow that composes a child flow: sign-up's first step (``SignUpScreen``: a password, a
/// plan, and a terms box that must be ticked to go on) presents ``TermsFlow`` over itself and
/// resumes with the typed answer, then pushes a profile step whose back is intercepted
/// ("Discard changes?") once something was changed.
public struct SignUpFlow: Flow, Equatable {
    /// A back stack it can push onto.
    public typealias RequiredContext = BackStackContext

    /// What sign-up tells its parent.
    public enum Output: Equatable, Sendable {
        /// Create account was pressed, with the plan and the newsletter choice.
        case signedUp(plan: Plan, newsletter: Bool)
    }

    /// The plans to choose from.
    public enum Plan: String, CaseIterable, Equatable, Sendable {
        /// The default.
        case free = "Free"
        /// For one person who wants more.
        case pro = "Pro"
        /// For a group.
        case team = "Team"
    }

    /// The fewest characters a password may have.
    public static let minimumPasswordLength = 8

    /// Where sign-up is.
    public struct State: Equatable, Sendable {
        /// The password typed so far.
        public var password = ""
        /// The chosen plan.
        public var plan = Plan.free
        /// Whether the terms were accepted.
        public var termsAccepted = false
        /// Whether the terms are presented.
        public var readingTerms = false
        /// Whether the profile step is pushed.
        public var onProfile = false
        /// The profile's newsletter choice.
        public var newsletter = false
        /// Whether the profile asks whether to discard its change.
        public var askingToDiscard = false

        /// The state sign-up starts in.
        public init() {}
    }

    /// Sign-up has no props.
    public init() {}

    /// Starts with the terms not accepted, on the first step.
    public func makeInitialState() -> State {
        State()
    }

    /// The first step (with the terms over it while they are read), then the profile step.
    public func render(state: State, context: RenderContext<SignUpFlow>) -> BackStackContent {
        let sink = context.makeSink(of: Action.self)
        let missing = Self.missing(state)
        let first = SignUpScreen(
            password: state.password,
            onPasswordChanged: { sink.send(.passwordChanged($0)) },
            plans: Plan.allCases.map(\.rawValue),
            selectedPlan: Plan.allCases.firstIndex(of: state.plan) ?? 0,
            onSelectPlan: { sink.send(.choosePlan($0)) },
            termsAccepted: state.termsAccepted,
            onToggleTerms: { sink.send(.toggleTerms) },
            onReadTerms: { sink.send(.readTerms) },
            status: missing ?? "Ready: press Next.",
            onNext: missing == nil ? { sink.send(.next) } : nil
        )
        let firstWithTerms =
            state.readingTerms
            ? TermsFlow().rendered(in: context, placer: .presented(on: first), key: "terms") { signUp, event in
                signUp.readingTerms = false
                switch event {
                case .output(.accepted): signUp.termsAccepted = true
                case .output(.declined): signUp.termsAccepted = false
                case .dismissedByUser: break  // No answer: nothing changes.
                }
                return nil
            }
            : BodyAndOverlaysScreen(body: first)
        var content = BackStackContent(firstWithTerms, key: "signUp")
        if state.onProfile {
            content.push(profile(state, sink: sink), key: "profile", onGoBack: { sink.send(.back) })
        }
        return content
    }

    /// What keeps the person from going on, or `nil` when nothing does.
    private static func missing(_ state: State) -> String? {
        if state.password.count < minimumPasswordLength {
            return "The password needs at least \(minimumPasswordLength) characters (\(state.password.count) so far)."
        }
        return state.termsAccepted ? nil : "Accept the terms to go on."
    }

    private func profile(_ state: State, sink: Sink<Action>) -> BodyAndOverlaysScreen<PromptScreen> {
        let screen = PromptScreen(
            title: "Profile",
            message: "Plan: \(state.plan.rawValue). Newsletter: \(state.newsletter ? "yes" : "no").",
            buttons: [.init("Toggle newsletter") { sink.send(.toggleNewsletter) }, .init("Create account") { sink.send(.create) }]
        )
        guard state.askingToDiscard else { return BodyAndOverlaysScreen(body: screen) }
        let question = PromptScreen(
            title: "Discard changes?",
            message: "Going back forgets your newsletter choice.",
            buttons: [.init("Keep") { sink.send(.keep) }, .init("Discard") { sink.send(.discard) }]
        )
        return BodyAndOverlaysScreen(body: screen, overlays: [Overlay(question, title: "Unsaved changes", onDismiss: { sink.send(.keep) })])
    }

    /// What sign-up's buttons do.
    public enum Action: WorkflowAction, Equatable, Sendable {
        public typealias WorkflowType = SignUpFlow

        /// The password field changed.
        case passwordChanged(String)
        /// A plan was chosen, by its index in ``Plan/allCases``.
        case choosePlan(Int)
        /// The terms box was ticked or cleared.
        case toggleTerms
        /// Read terms: presents the terms flow.
        case readTerms
        /// Next: pushes the profile step.
        case next
        /// Toggle newsletter on the profile step.
        case toggleNewsletter
        /// Back from the profile step: asks first if the choice changed.
        case back
        /// Keep, in the discard question.
        case keep
        /// Discard, in the discard question: pops the profile step.
        case discard
        /// Create account.
        case create

        /// Moves sign-up along.
        public func apply(toState state: inout State, context: ApplyContext<SignUpFlow>) -> Output? {
            switch self {
            case .passwordChanged(let password): state.password = password
            case .choosePlan(let index):
                // An index from an old rendering may be out of range; the plan stays then.
                if Plan.allCases.indices.contains(index) { state.plan = Plan.allCases[index] }
            case .toggleTerms: state.termsAccepted.toggle()
            case .readTerms: state.readingTerms = true
            case .next: state.onProfile = SignUpFlow.missing(state) == nil
            case .toggleNewsletter: state.newsletter.toggle()
            case .back:
                if state.newsletter { state.askingToDiscard = true } else { state.onProfile = false }
            case .keep: state.askingToDiscard = false
            case .discard:
                state.askingToDiscard = false
                state.newsletter = false
                state.onProfile = false
            case .create: return .signedUp(plan: state.plan, newsletter: state.newsletter)
            }
            return nil
        }
    }
}
