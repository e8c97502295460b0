// The web demo: the samples' gallery served to the browser. Run it with
// `swift run --traits WebServer workflow-web [--port N]` and open the address it prints.
#if WebServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WebSampleViews
import WorkflowSamples
import WorkflowUI
import WorkflowWebServer

var configuration = WebServerConfiguration(title: "Workflow gallery", stylesheet: SampleWebViews.stylesheet)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        guard let value = arguments.popFirst(), let port = Int(value), (1...65_535).contains(port) else {
            print("--port needs a number from 1 to 65535")
            exit(2)
        }
        configuration.port = port
    case "--host":
        guard let value = arguments.popFirst() else {
            print("--host needs an address, such as 127.0.0.1")
            exit(2)
        }
        configuration.host = value
    default:
        print("usage: workflow-web [--host ADDRESS] [--port N]")
        exit(2)
    }
}
do {
    _ = try SampleWebViews.environment()
} catch {
    print("The sample views could not be registered: \(error)")
    exit(1)
}
print("Serving the Workflow gallery on http://\(configuration.host):\(configuration.port)")
let server = WebAppServer(configuration: configuration) {
    GalleryWorkflow(offersQuit: false)
} environment: {
    // Checked above: registering the sample views succeeds.
    (try? SampleWebViews.environment()) ?? .empty
}
try await server.run()
#else
print("workflow-web needs the WebServer trait: swift run --traits WebServer workflow-web")
#endif
