import Workflow
import WorkflowInspector
import WorkflowInspectorWeb
import WorkflowPlatform
import WorkflowSamples

/// `--inspect PORT`: records the gallery with a ``WorkflowInspector`` and serves the inspector
/// on http://127.0.0.1:PORT while the gallery runs. Without the option there is no inspector,
/// and the host is made as before, with no observer.
enum DemoInspector {
    /// Why the inspector cannot be served.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The inspector to attach, with its server started, or `nil` without a port.
    @MainActor
    static func start(port: Int?) throws -> WorkflowInspector? {
        guard let port else { return nil }
        #if WebServer
        // The samples whose actions are `Codable`: recordings of them import, and "Make a test"
        // writes a test that builds the gallery as the demo does.
        var actions = InspectorActionTypes()
        actions.register(GalleryWorkflow.Action.self)
        actions.register(TicTacToeWorkflow.Action.self)
        actions.register(TodoWorkflow.Action.self)
        let inspector = WorkflowInspector(name: "gallery", actionTypes: actions, workflowExpression: "GalleryWorkflow()")
        let server = InspectorServer(hub: InspectorHub([inspector]), port: port)
        Task.detached {
            do {
                try await server.run()
            } catch {
                // The gallery runs on without it; the terminal is the app's, so the reason
                // goes to standard error, which the app holds back and shows at the end.
                let line = Array("workflow-demo: the inspector could not be served on port \(port): \(error)\n".utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
        }
        return inspector
        #else
        throw Unavailable(description: "--inspect needs the WebServer trait: swift run --traits WebServer workflow-demo --inspect \(port)")
        #endif
    }
}
