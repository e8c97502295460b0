public import Workflow
public import WorkflowFlows
import WorkflowUI

/// The terms of service, presented over whatever screen its parent chose, with the person's
/// answer as a typed result. Escape dismisses it without an answer.
public struct TermsFlow: Flow, Equatable {
    /// A place for one screen.
    public typealias RequiredContext = PresentationContext

    /// The person's answer.
    public enum Output: Equatable, Sendable {
        /// Accept was pressed.
        case accepted
        /// Decline was pressed.
        case declined
    }

    /// The terms flow has no props.
    public init() {}

    /// The terms, with Decline and Accept.
    public func render(state: Void, context: RenderContext<TermsFlow>) -> PresentedContent {
        let answer = context.makeOutputSink()
        return PresentedContent(
            PromptScreen(
                title: "Terms of service",
                message: "Be kind. Keep your password to yourself.",
                buttons: [.init("Decline") { answer.send(.declined) }, .init("Accept") { answer.send(.accepted) }]
            ))
    }
}
