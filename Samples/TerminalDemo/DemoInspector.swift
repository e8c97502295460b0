import Workflow
import WorkflowInspector
import WorkflowInspectorWeb
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--inspect PORT`: records the gallery with a ``WorkflowInspector`` and serves the inspector
/// on http://127.0.0.1:PORT while the gallery runs. Without the flag there is no inspector, and
/// the host is made as before, with no observer.
enum DemoInspector {
    /// The inspector to attach, with its server started, or `nil` without `--inspect`.
    @MainActor
    static func start(arguments: [String] = CommandLine.arguments) -> WorkflowInspector? {
        guard let flag = arguments.firstIndex(of: "--inspect") else { return nil }
        guard flag + 1 < arguments.count, let port = Int(arguments[flag + 1]), (1...65_535).contains(port) else {
            fail("--inspect needs a port number from 1 to 65535")
        }
        #if WebServer
        let inspector = WorkflowInspector(name: "gallery")
        let server = InspectorServer(hub: InspectorHub([inspector]), port: port)
        Task.detached {
            do {
                try await server.run()
            } catch {
                fail("the inspector could not be served on port \(port): \(error)")
            }
        }
        return inspector
        #else
        fail("--inspect needs the WebServer trait: swift run --traits WebServer workflow-demo --inspect \(port)")
        #endif
    }

    private static func fail(_ message: String) -> Never {
        let line = Array("workflow-demo: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(2)
    }
}
