// The web demo: the samples' gallery served to the browser. Run it with
// `swift run --traits WebServer workflow-web [--port N] [--store sqlite:PATH | --store postgres://…]`
// and open the address it prints (`--help` lists every option). With a store, sessions survive a restart of the
// server and move between servers that share a PostgreSQL database (docs/web-sessions.md).
// `--bench counter`, `--bench list`, `--bench list-screens`, `--bench list-stream` or `--bench topic` serves one of the load tool's screens
// instead (see docs/web-performance.md); the topic bench's bus is PostgreSQL's with
// `--store postgres://…` (so that its messages reach every node) or `--topics postgres://…`
// (the same bus, sessions in memory), in memory otherwise. `--sample log` serves the live log,
// whose lines are a `WebStream` the server does not keep.
#if WebServer
import ArgumentParser
import WebBenchScreens
import Workflow
import WebSampleViews
import WorkflowSamples
import WorkflowUI
import WorkflowWebServer

/// `workflow-web`: the gallery, a load-tool screen or the live log sample, on a web server configured from the
/// command line.
@main
struct WebDemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workflow-web",
        abstract: "The samples' gallery (or a load-tool screen) served to the browser."
    )

    /// What a server gets for an option not given: `WebServerConfiguration`'s own defaults.
    private static let defaults = WebServerConfiguration(title: "Workflow gallery", stylesheet: SampleWebViews.stylesheet)

    private static let defaultConnectionsPerClient = defaults.maximumConnectionsPerClient.map { "\($0)" } ?? "no limit"

    /// The load tool's screens (docs/web-performance.md).
    enum Bench: String, CaseIterable, ExpressibleByArgument {
        case counter, list, topic
        /// The list's rows as `Equatable` child screens placed by key, each kept as a view.
        case listScreens = "list-screens"
        /// The list's rows as a `WebStream`, which the server does not keep.
        case listStream = "list-stream"
    }

    /// The samples served instead of the gallery.
    enum Sample: String, CaseIterable, ExpressibleByArgument {
        case log
    }

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = defaults.host

    @Option(help: ArgumentHelp("The port to listen on, from 1 to 65535.", valueName: "n"))
    var port = defaults.port

    @Option(help: "Where sessions are kept, so that they survive a restart: sqlite:PATH or postgres://USER@HOST:PORT/DATABASE.")
    var store: String?

    @Option(help: "Serves one of the load tool's screens instead of the gallery.")
    var bench: Bench?

    @Option(help: "Serves a sample instead of the gallery: the live log, whose lines the server does not keep.")
    var sample: Sample?

    @Option(
        help: ArgumentHelp("The topic bench's bus, PostgreSQL's, sessions in memory: postgres://USER@HOST:PORT/DATABASE.", valueName: "url")
    )
    var topics: String?

    @Option(name: .customLong("max-sessions"), help: ArgumentHelp("The most sessions the server keeps, 1 or more.", valueName: "n"))
    var maximumSessions = defaults.maximumSessions

    @Option(
        name: .customLong("max-disconnected-sessions"),
        help: ArgumentHelp("The most sessions without a page kept, 1 or more.", valueName: "n")
    )
    var maximumDisconnectedSessions = defaults.maximumDisconnectedSessions

    @Option(
        name: .customLong("max-connections-per-client"),
        help: ArgumentHelp(
            "The most connections one client address may hold, 1 or more (default: \(defaultConnectionsPerClient)).",
            valueName: "n"
        )
    )
    var maximumConnectionsPerClient: Int?

    @Option(
        name: .customLong("join-timeout"),
        help: ArgumentHelp("Seconds a new socket has to join its session, 1 or more.", valueName: "seconds")
    )
    var joinTimeoutSeconds = Int(defaults.joinTimeout.components.seconds)

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp("A proxy whose X-Forwarded-For names the client; repeat for more.", valueName: "address")
    )
    var trustedProxies: [String] = []

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp("A host name answered besides --host and loopback; repeat for more.", valueName: "name")
    )
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("operations-port"),
        help: ArgumentHelp("A port on 127.0.0.1 for /health and /metrics, from 1 to 65535.", valueName: "n")
    )
    var operationsPort: Int?

    @Flag(name: .customLong("debug-latency"), help: "Serves the latency report at /debug/latency, for the load tool.")
    var debugLatency = false

    func validate() throws {
        for (flag, port) in [("--port", port), ("--operations-port", operationsPort)] {
            if let port, !(1...65_535).contains(port) { throw ValidationError("\(flag) needs a number from 1 to 65535") }
        }
        let counts = [
            ("--max-sessions", maximumSessions), ("--max-disconnected-sessions", maximumDisconnectedSessions),
            ("--max-connections-per-client", maximumConnectionsPerClient), ("--join-timeout", joinTimeoutSeconds),
        ]
        for (flag, count) in counts {
            if let count, count < 1 { throw ValidationError("\(flag) needs a number of 1 or more") }
        }
        if let topics, !(topics.hasPrefix("postgres://") || topics.hasPrefix("postgresql://")) {
            throw ValidationError("--topics needs postgres://USER@HOST:PORT/DATABASE")
        }
        if bench != nil, sample != nil {
            throw ValidationError("--bench and --sample each choose what is served: give one of them")
        }
    }

    /// The server's configuration, as the options set it.
    var serverConfiguration: WebServerConfiguration {
        var configuration = Self.defaults
        configuration.host = host
        configuration.port = port
        configuration.maximumSessions = maximumSessions
        configuration.maximumDisconnectedSessions = maximumDisconnectedSessions
        if let maximumConnectionsPerClient { configuration.maximumConnectionsPerClient = maximumConnectionsPerClient }
        configuration.joinTimeout = .seconds(joinTimeoutSeconds)
        configuration.operationsPort = operationsPort
        configuration.trustedProxies.formUnion(trustedProxies)
        configuration.allowedHosts.formUnion(allowedHosts)
        if debugLatency { configuration.latencyReportPath = "/debug/latency" }
        return configuration
    }

    /// The `--store postgres://…` (or `--topics`) address, where the topic bench's bus runs.
    var postgresURL: String? {
        if let store, !store.hasPrefix("sqlite:") { return store }
        return topics
    }

    func run() async throws {
        let configuration = serverConfiguration
        let sessionStore: (any WebSessionStore)?
        do {
            sessionStore = try store.map { store in
                if store.hasPrefix("sqlite:") {
                    try SQLiteSessionStore(path: String(store.dropFirst("sqlite:".count)))
                } else {
                    try PostgresSessionStore(url: store)
                }
            }
        } catch {
            throw ValidationError("--store: \(error)")
        }
        let address = "http://\(configuration.host):\(configuration.port)"
        // Serves `workflow` until the process is stopped.
        func serve<W: Workflow>(
            _ workflow: @escaping @Sendable () -> W,
            environment: @escaping @Sendable () -> ViewEnvironment = { .empty }
        ) async throws where W: SendableMetatype, W.Rendering: Screen {
            try await WebAppServer(configuration: configuration, store: sessionStore, workflow: workflow, environment: environment).run()
        }
        switch (bench, sample) {
        case (.counter?, _):
            print("Serving the load tool's counter on \(address)")
            try await serve { CounterBenchWorkflow() }
        case (.list?, _):
            print("Serving the load tool's 1,000-row list on \(address)")
            try await serve { ListBenchWorkflow() }
        case (.listScreens?, _):
            print("Serving the load tool's 1,000-row list as child screens on \(address)")
            try await serve { ListBenchWorkflow(layout: .screens) }
        case (.listStream?, _):
            print("Serving the load tool's 1,000-row list as a stream on \(address)")
            try await serve { ListStreamBenchWorkflow() }
        case (.topic?, _):
            let bus = postgresURL == nil ? "in memory" : "PostgreSQL"
            print("Serving the load tool's topic bench (bus: \(bus)) on \(address)")
            try await TopicBenchServer(configuration: configuration, store: sessionStore, postgresURL: postgresURL).run()
        case (nil, .log?):
            print("Serving the live log sample on \(address)")
            try await serve { LiveLogWorkflow() }
        case (nil, nil):
            do {
                _ = try SampleWebViews.environment()
            } catch {
                print("The sample views could not be registered: \(error)")
                throw ExitCode.failure
            }
            print("Serving the Workflow gallery on \(address)")
            try await serve {
                GalleryWorkflow(offersQuit: false)
            } environment: {
                // Checked above: registering the sample views succeeds.
                (try? SampleWebViews.environment()) ?? .empty
            }
        }
    }
}
#else
/// `workflow-web` without the web server: says how to build it with one.
@main
enum WebDemoCommand {
    static func main() {
        print("workflow-web needs the WebServer trait: swift run --traits WebServer workflow-web")
    }
}
#endif
