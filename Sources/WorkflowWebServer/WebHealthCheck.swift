#if WebServer
/// Something an app depends on whose state `/health` reports beside its sessions: the
/// PostgreSQL topic bus and presence conform. Pass them to
/// ``WorkflowWebApp/mountOperations(on:checking:)``; while any of them reports a problem,
/// `/health` says `degraded` (with status 200: the server still serves, and a load balancer
/// should not take it out for a failing shared database) and names the problem.
public protocol WebHealthCheck: Sendable {
    /// The key under which `/health` lists it, such as `topics` or `presence`.
    var healthName: String { get }
    /// What is wrong now, in words an operator can act on, or `nil` when all is well.
    var healthProblem: String? { get }
}
#endif
