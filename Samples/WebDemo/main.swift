// The web demo: the samples' gallery served to the browser. Run it with
// `swift run --traits WebServer workflow-web [--port N] [--store sqlite:PATH | --store postgres://…]`
// and open the address it prints. With a store, sessions survive a restart of the server and
// move between servers that share a PostgreSQL database (docs/web-sessions.md).
// `--bench counter`, `--bench list` or `--bench topic` serves one of the load tool's screens
// instead (see docs/web-performance.md); the topic bench's bus is PostgreSQL's with
// `--store postgres://…` (so that its messages reach every node) or `--topics postgres://…`
// (the same bus, sessions in memory), in memory otherwise. `--sample log` serves the live log,
// whose lines are a `WebStream` the server does not keep.
#if WebServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workflow
import WebSampleViews
import WorkflowSamples
import WorkflowUI
import WorkflowWebServer

let usage = "usage: workflow-web [--host ADDRESS] [--port N] [--store sqlite:PATH | --store postgres://USER@HOST:PORT/DATABASE] [--bench counter|list|topic] [--sample log] [--topics postgres://USER@HOST:PORT/DATABASE] [--max-sessions N] [--max-disconnected-sessions N] [--max-connections-per-client N] [--join-timeout SECONDS] [--trusted-proxy ADDRESS] [--allowed-host NAME] [--operations-port N] [--debug-latency]"
var configuration = WebServerConfiguration(title: "Workflow gallery", stylesheet: SampleWebViews.stylesheet)
var bench: String?
var store: (any WebSessionStore)?
/// The `--store postgres://…` (or `--topics`) address, where the topic bench's bus runs.
var postgresURL: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        configuration.port = port(after: argument, from: &arguments)
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
                postgresURL = value
            }
        } catch {
            print("\(error)")
            exit(2)
        }
    case "--topics":
        guard let value = arguments.popFirst(), value.hasPrefix("postgres://") || value.hasPrefix("postgresql://") else {
            print("--topics needs postgres://USER@HOST:PORT/DATABASE")
            exit(2)
        }
        postgresURL = value
    case "--sample":
        guard let value = arguments.popFirst(), value == "log" else {
            print("--sample needs log")
            exit(2)
        }
        bench = "sample-log"
    case "--bench":
        guard let value = arguments.popFirst(), ["counter", "list", "topic"].contains(value) else {
            print("--bench needs counter, list or topic")
            exit(2)
        }
        bench = value
    case "--max-sessions":
        configuration.maximumSessions = positiveNumber(after: argument, from: &arguments)
    case "--max-disconnected-sessions":
        configuration.maximumDisconnectedSessions = positiveNumber(after: argument, from: &arguments)
    case "--max-connections-per-client":
        configuration.maximumConnectionsPerClient = positiveNumber(after: argument, from: &arguments)
    case "--join-timeout":
        configuration.joinTimeout = .seconds(positiveNumber(after: argument, from: &arguments))
    case "--operations-port":
        configuration.operationsPort = port(after: argument, from: &arguments)
    case "--trusted-proxy":
        guard let value = arguments.popFirst() else {
            print("--trusted-proxy needs the proxy's address, such as 127.0.0.1")
            exit(2)
        }
        configuration.trustedProxies.insert(value)
    case "--allowed-host":
        guard let value = arguments.popFirst() else {
            print("--allowed-host needs a host name, such as example.com")
            exit(2)
        }
        configuration.allowedHosts.insert(value)
    case "--debug-latency":
        configuration.latencyReportPath = "/debug/latency"
    default:
        print(usage)
        exit(2)
    }
}

/// The number after the flag `flag`, which must be 1 or more; exits with a message naming the
/// flag otherwise.
func positiveNumber(after flag: String, from arguments: inout ArraySlice<String>) -> Int {
    guard let value = arguments.popFirst(), let number = Int(value), number > 0 else {
        print("\(flag) needs a number of 1 or more")
        exit(2)
    }
    return number
}

/// The port number after the flag `flag`; exits with a message naming the flag when it is not
/// one.
func port(after flag: String, from arguments: inout ArraySlice<String>) -> Int {
    guard let value = arguments.popFirst(), let port = Int(value), (1...65_535).contains(port) else {
        print("\(flag) needs a number from 1 to 65535")
        exit(2)
    }
    return port
}

/// Serves `workflow` until the process is stopped.
func serve<W: Workflow>(_ workflow: @escaping @Sendable () -> W, environment: @escaping @Sendable () -> ViewEnvironment = { .empty }) async throws
where W: SendableMetatype, W.Rendering: Screen {
    try await WebAppServer(configuration: configuration, store: store, workflow: workflow, environment: environment).run()
}

switch bench {
case "counter":
    print("Serving the load tool's counter on http://\(configuration.host):\(configuration.port)")
    try await serve { CounterBenchWorkflow() }
case "list":
    print("Serving the load tool's 1,000-row list on http://\(configuration.host):\(configuration.port)")
    try await serve { ListBenchWorkflow() }
case "sample-log":
    print("Serving the live log sample on http://\(configuration.host):\(configuration.port)")
    try await serve { LiveLogWorkflow() }
case "topic":
    print("Serving the load tool's topic bench (bus: \(postgresURL == nil ? "in memory" : "PostgreSQL")) on http://\(configuration.host):\(configuration.port)")
    try await TopicBenchServer(configuration: configuration, store: store, postgresURL: postgresURL).run()
default:
    do {
        _ = try SampleWebViews.environment()
    } catch {
        print("The sample views could not be registered: \(error)")
        exit(1)
    }
    print("Serving the Workflow gallery on http://\(configuration.host):\(configuration.port)")
    try await serve {
        GalleryWorkflow(offersQuit: false)
    } environment: {
        // Checked above: registering the sample views succeeds.
        (try? SampleWebViews.environment()) ?? .empty
    }
}
#else
print("workflow-web needs the WebServer trait: swift run --traits WebServer workflow-web")
#endif
