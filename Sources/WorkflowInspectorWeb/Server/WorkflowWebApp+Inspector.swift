#if WebServer
import ConcurrencyExtras
import Hummingbird
import HummingbirdWebSocket
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
        let live = LockIsolated<(count: Int, bySession: [String: WorkflowInspector])>((0, [:]))
        app.sessionHosting = WebSessionHosting { id, workflow, snapshot, isolation in
            let inspector = live.withValue { live in
                live.count += 1
                let inspector = WorkflowInspector(
                    name: "session \(live.count)", actionTypes: actionTypes, workflowExpression: workflowExpression)
                live.bySession[id] = inspector
                return inspector
            }
            hub.add(inspector)
            return WorkflowHost(workflow: workflow, restoringFrom: snapshot, inspector: inspector, isolation: isolation)
        } sessionDidEnd: { id in
            if let inspector = live.withValue({ $0.bySession.removeValue(forKey: id) }) { hub.remove(inspector) }
        }
        return app
    }
}
#endif
