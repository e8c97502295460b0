#if WebServer
import Workflow
import WorkflowUI
import WorkflowWebUI

/// The isolation of one browser session: its host, its views and its page live here, and the
/// connection's tasks talk to them only through this actor.
actor SessionActor<WorkflowType: Workflow> where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    let id: String
    private let token: String
    private var session: WebSession<WorkflowType>?
    private var outbound: OutboundQueue?
    /// Bumped whenever the session is left without a page, so a stale timer ends nothing.
    private var generation = 0

    init(id: String, token: String) {
        self.id = id
        self.token = token
    }

    /// Starts the session's workflow and returns the first page's markup.
    func start(
        workflow makeWorkflow: @Sendable () -> WorkflowType,
        environment makeEnvironment: @Sendable () -> ViewEnvironment
    ) -> String {
        let session = WebSession(workflow: makeWorkflow(), environment: makeEnvironment())
        self.session = session
        return session.pageHTML
    }

    /// Connects a page: what the session says goes to `outbound` from now on.
    func attach(_ outbound: OutboundQueue) {
        self.outbound?.close()
        self.outbound = outbound
        generation += 1
        session?.onMessage = { message in outbound.send(message.json) }
    }

    /// Handles one message from the attached page.
    func receive(_ message: ClientMessage) throws(WebProtocolError) {
        guard let session else { throw .outOfOrder("the session has ended") }
        try session.receive(message, expectedToken: token)
    }

    /// The page went away; returns the generation a grace-period timer must still see to end
    /// the session.
    func detach() -> Int {
        session?.onMessage = nil
        session?.connectionDidClose()
        outbound?.close()
        outbound = nil
        generation += 1
        return generation
    }

    /// Ends the session if no page attached since `generation`; returns whether it ended.
    func end(ifStillAt generation: Int) -> Bool {
        guard generation == self.generation, session != nil else { return false }
        end()
        return true
    }

    /// Stops the session's host, cancelling its workers.
    func end() {
        session?.host.stop()
        session = nil
        outbound?.close()
        outbound = nil
    }
}
#endif
