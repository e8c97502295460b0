#if WebServer
public import Workflow

/// How a ``WorkflowWebApp`` makes the host of each session it starts, for a tool that watches
/// every live session (the Workflow Inspector's `inspected(in:)` in `WorkflowInspectorWeb`):
/// ``makeHost`` makes it instead of the app, with whatever observers the tool adds, and
/// ``sessionDidEnd`` hears when the session ends and its host has stopped.
///
/// Off by default (``WorkflowWebApp/sessionHosting`` is `nil`): the app then makes each host
/// itself, exactly as without this hook. The `HEAD` of a page, whose session is made and
/// ended at once, never goes through it.
public struct WebSessionHosting<WorkflowType: Workflow>: Sendable {
    /// Makes a session's host from its id, its root workflow and the saved states it is
    /// restored from (`nil` for a fresh session), on the session's isolation, to which the
    /// host must belong.
    public typealias MakeHost =
        @Sendable (
            _ sessionID: String, _ workflow: WorkflowType, _ snapshot: WorkflowSnapshot?, _ isolation: isolated any Actor
        ) -> WorkflowHost<WorkflowType>

    /// Makes each session's host.
    public let makeHost: MakeHost
    /// Told the id of each session that ended, after its host stopped.
    public let sessionDidEnd: @Sendable (_ sessionID: String) -> Void

    /// Hosting that makes hosts with `makeHost` and tells `sessionDidEnd` of each end.
    public init(makeHost: @escaping MakeHost, sessionDidEnd: @escaping @Sendable (_ sessionID: String) -> Void = { _ in }) {
        self.makeHost = makeHost
        self.sessionDidEnd = sessionDidEnd
    }
}
#endif
