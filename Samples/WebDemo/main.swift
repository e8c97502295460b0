// The web demo: the samples' gallery served to the browser. Run it with
// `swift run --traits WebServer workflow-web [--port N] [--store sqlite:PATH | --store postgres://…]`
// and open the address it prints. With a store, sessions survive a restart of the server and
// move between servers that share a PostgreSQL database.
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
var store: (any WebSessionStore)?
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
    case "--store":
        guard let value = arguments.popFirst() else {
            print("--store needs sqlite:PATH or postgres://USER@HOST:PORT/DATABASE")
            exit(2)
        }
        do {
            if value.hasPrefix("sqlite:") {
                store = try SQLiteSessionStore(path: String(value.dropFirst("sqlite:".count)))
            } else {
                store = try PostgresSessionStore(url: value)
            }
        } catch {
            print("\(error)")
            exit(2)
        }
    default:
        print("usage: workflow-web [--host ADDRESS] [--port N] [--store sqlite:PATH | --store postgres://USER@HOST:PORT/DATABASE]")
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
let server = WebAppServer(configuration: configuration, store: store) {
    GalleryWorkflow(offersQuit: false)
} environment: {
    // Checked above: registering the sample views succeeds.
    (try? SampleWebViews.environment()) ?? .empty
}
try await server.run()
#else
print("workflow-web needs the WebServer trait: swift run --traits WebServer workflow-web")
#endif
