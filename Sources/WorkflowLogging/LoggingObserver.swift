public import Logging
public import Workflow

/// A ``/Workflow/WorkflowObserver`` that logs what a host does through swift-log.
///
/// Each message carries the node's type, key and id as metadata (`workflow.type`,
/// `workflow.key`, `workflow.id`), so a log handler can filter and index them:
///
/// ```swift
/// let host = WorkflowHost(
///     workflow: AppWorkflow(),
///     observers: [LoggingObserver(logger: Logger(label: "app.workflow"))]
/// )
/// ```
///
/// Sessions, actions and render passes are logged at ``level`` (`.debug` unless chosen);
/// individual renders, which are many, at `.trace`; runtime diagnostics (dropped actions,
/// snapshots that could not be restored) at `.warning`.
public final class LoggingObserver: WorkflowObserver {
    /// Where messages go.
    public let logger: Logger
    /// The level of routine messages.
    public let level: Logger.Level

    /// Logs to `logger`, routine messages at `level`.
    public init(logger: Logger, level: Logger.Level = .debug) {
        self.logger = logger
        self.level = level
    }

    /// Logs `workflow started`.
    public func sessionDidBegin(_ session: WorkflowNodeInfo) {
        var metadata = Self.metadata(session)
        metadata["workflow.parent"] = session.parentID.map { "\($0)" }
        logger.log(level: level, "workflow started", metadata: metadata)
    }

    /// Logs `initial state` or `state restored from snapshot`.
    public func workflowDidMakeInitialState<W: Workflow>(
        _ workflow: W, state: W.State, restoredFromSnapshot: Bool, session: WorkflowNodeInfo
    ) {
        var metadata = Self.metadata(session)
        metadata["state"] = "\(state)"
        logger.log(level: level, restoredFromSnapshot ? "state restored from snapshot" : "initial state", metadata: metadata)
    }

    /// Logs `workflow ended`.
    public func sessionDidEnd(_ session: WorkflowNodeInfo) {
        logger.log(level: level, "workflow ended", metadata: Self.metadata(session))
    }

    /// Logs `rendered` at `.trace`, with the duration.
    public func workflowDidRender<W: Workflow>(
        _ workflow: W, rendering: W.Rendering, duration: Duration, session: WorkflowNodeInfo
    ) {
        var metadata = Self.metadata(session)
        metadata["duration"] = "\(duration)"
        logger.trace("rendered", metadata: metadata)
    }

    /// Logs `action applied`, with the action, the states before and after, and the output.
    public func actionDidApply<Action: WorkflowAction>(
        _ action: Action,
        stateBefore: Action.WorkflowType.State,
        stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?,
        source: ActionSource,
        session: WorkflowNodeInfo
    ) {
        var metadata = Self.metadata(session)
        metadata["action"] = "\(action)"
        metadata["action.source"] = "\(source)"
        metadata["state.before"] = "\(stateBefore)"
        metadata["state.after"] = "\(stateAfter)"
        if let output { metadata["output"] = "\(output)" }
        logger.log(level: level, "action applied", metadata: metadata)
    }

    /// Logs `render pass`, with the duration.
    public func renderPassDidEnd(duration: Duration) {
        logger.log(level: level, "render pass", metadata: ["duration": "\(duration)"])
    }

    /// Logs `render pass skipped`.
    public func renderPassWasSkipped() {
        logger.log(level: level, "render pass skipped: no state changed")
    }

    /// Logs the diagnostic's message as a warning.
    public func runtimeDidReport(_ diagnostic: RuntimeDiagnostic) {
        logger.warning("\(diagnostic.message)", metadata: ["diagnostic": "\(diagnostic.kind)"])
    }

    private static func metadata(_ session: WorkflowNodeInfo) -> Logger.Metadata {
        [
            "workflow.type": "\(session.workflowType)",
            "workflow.key": "\(session.key)",
            "workflow.id": "\(session.id)",
        ]
    }
}
