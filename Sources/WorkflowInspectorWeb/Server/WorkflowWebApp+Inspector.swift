#if WebServer
import Hummingbird
import HummingbirdWebSocket
import Synchronization
import Workflow
public import WorkflowInspector
import WorkflowUI
public import WorkflowWebServer

extension WorkflowWebApp {
    /// This app with each of its sessions recorded by a ``/WorkflowInspector/WorkflowInspector``
    /// of its own, listed in `hub` (as `session 1`, `session 2`, …) from its page load until it
    /// ends: what an ``InspectorWebApp`` of the same hub shows, behind your own middleware.
    ///
    /// Off unless you call it; without it the app's hosts are made with no observer at all.
    /// Each inspector keeps its log and steps within the default limits (see
    /// ``/WorkflowInspector/WorkflowInspector``), so inspecting every session of a busy server
    /// costs memory per session: turn it on where you need it.
    ///
    /// - Parameters:
    ///   - hub: Where the live sessions are listed.
    ///   - actionTypes: The `Codable` action types that recordings imported into a session may hold.
    ///   - workflowExpression: How tests made by "Make a test" build the root workflow.
    public func inspected(
        in hub: InspectorHub, actionTypes: InspectorActionTypes = InspectorActionTypes(), workflowExpression: String? = nil
    ) -> Self {
        var app = self
        let live = LiveInspectors()
        app.sessionHosting = WebSessionHosting { id, workflow, snapshot, isolation in
            let inspector = live.sessions.withLock { live in
                live.count += 1
                let inspector = WorkflowInspector(
                    name: "session \(live.count)", actionTypes: actionTypes, workflowExpression: workflowExpression)
                live.bySession[id] = inspector
                return inspector
            }
            hub.add(inspector)
            return WorkflowHost(workflow: workflow, restoringFrom: snapshot, inspector: inspector, isolation: isolation)
        } sessionDidEnd: { id in
            if let inspector = live.sessions.withLock({ $0.bySession.removeValue(forKey: id) }) { hub.remove(inspector) }
        }
        return app
    }
}

/// The inspectors of an app's live sessions, held by both of its hosting closures: the
/// module's one lock, for the reasons the inspector's locks give (WorkflowInspector.swift).
private final class LiveInspectors: Sendable {
    /// How many sessions were inspected so far (which names the next), and each live
    /// session's inspector.
    let sessions = Mutex<(count: Int, bySession: [String: WorkflowInspector])>((0, [:]))
}
#endif
