public import Tracing
public import Workflow

/// A ``/Workflow/WorkflowObserver`` that records a host's work as spans through
/// swift-distributed-tracing: one span per action and one per render pass.
///
/// An action sent through a sink starts a span of its own; the actions its outputs cause up
/// the tree, and the render pass that follows, are its children, so one trace shows one event
/// from the sink to the new rendering.
///
/// ```swift
/// let host = WorkflowHost(
///     workflow: AppWorkflow(),
///     observers: [TracingObserver(tracer: InstrumentationSystem.tracer)]
/// )
/// ```
///
/// Span attributes: `workflow.type`, `workflow.key` and `workflow.id` on action spans, with
/// `workflow.action`, `workflow.action.source` and `workflow.output` (when there is one);
/// `workflow.render_count` on render-pass spans.
public final class TracingObserver<T: Tracer>: WorkflowObserver {
    /// Where spans are started.
    public let tracer: T
    private let baseContext: @Sendable () -> InstrumentationContext
    /// The span of the action that started the current cascade, parent of what follows it.
    private var cascadeContext: InstrumentationContext?
    private var actionSpans: [T.Span] = []
    private var passSpan: T.Span?
    private var rendersInPass = 0

    /// Records spans with `tracer`. Spans that start a trace use `context` (by default the
    /// task's current context, or a top-level one).
    public init(
        tracer: T,
        context: @escaping @Sendable () -> InstrumentationContext = { .current ?? .topLevel }
    ) {
        self.tracer = tracer
        self.baseContext = context
    }

    /// Starts the action's span.
    public func actionWillApply<Action: WorkflowAction>(
        _ action: Action, state: Action.WorkflowType.State, source: ActionSource, session: WorkflowNodeInfo
    ) {
        if source == .sink { cascadeContext = nil }
        let span = tracer.startSpan("apply \(Action.self)", context: cascadeContext ?? baseContext(), ofKind: .internal)
        span.attributes["workflow.type"] = "\(session.workflowType)"
        span.attributes["workflow.key"] = session.key
        span.attributes["workflow.id"] = session.id
        span.attributes["workflow.action"] = "\(action)"
        span.attributes["workflow.action.source"] = "\(source)"
        if cascadeContext == nil { cascadeContext = span.context }
        actionSpans.append(span)
    }

    /// Ends the action's span, noting its output.
    public func actionDidApply<Action: WorkflowAction>(
        _ action: Action,
        stateBefore: Action.WorkflowType.State,
        stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?,
        source: ActionSource,
        session: WorkflowNodeInfo
    ) {
        guard let span = actionSpans.popLast() else { return }
        if let output { span.attributes["workflow.output"] = "\(output)" }
        span.end()
    }

    /// Starts the render pass's span.
    public func renderPassWillBegin() {
        rendersInPass = 0
        passSpan = tracer.startSpan("render pass", context: cascadeContext ?? baseContext(), ofKind: .internal)
    }

    /// Counts the render calls of the pass.
    public func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        rendersInPass += 1
    }

    /// Ends the render pass's span.
    public func renderPassDidEnd(duration: Duration) {
        passSpan?.attributes["workflow.render_count"] = rendersInPass
        passSpan?.end()
        passSpan = nil
        cascadeContext = nil
    }

    /// Ends the cascade: the next action starts a new trace.
    public func renderPassWasSkipped() {
        cascadeContext = nil
    }
}
