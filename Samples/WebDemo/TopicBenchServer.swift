#if WebServer
import ServiceLifecycle
import WorkflowPlatform
import WorkflowWebServer

/// Runs `workflow-web --bench topic`: the topic bench's sessions on a server, beside the bus
/// their topic travels on, in one service group (started in that order, and stopped in the
/// reverse: the server first, then the bus).
///
/// The bus is PostgreSQL's (`LISTEN`/`NOTIFY`) when `postgresURL` is given, so that every
/// node sharing that database hears every publish; otherwise it is in memory, for one process.
/// PostgreSQL's bus prints ``listeningLine`` once it hears the other nodes, which
/// `scripts/topic-load.py` waits for before it publishes.
struct TopicBenchServer {
    var configuration: WebServerConfiguration
    var store: (any WebSessionStore)?
    /// The database the nodes share (the `--store postgres://…` address), or `nil`.
    var postgresURL: String?

    /// Printed (and flushed) once PostgreSQL's bus listens.
    static let listeningLine = "The topic bus is listening: messages from every node arrive"

    /// Serves until the process is told to stop (SIGTERM or SIGINT).
    func run() async throws {
        let bus: any TopicBus
        var services: [any Service] = []
        if let postgresURL {
            let postgres = try PostgresTopicBus(url: postgresURL)
            bus = postgres
            services.append(postgres)
            // Unstructured: it ends with the process if the bus never listens.
            Task {
                await postgres.untilListening()
                print(Self.listeningLine)
                // Every stream: standard output is buffered when it is a file (the scripts' logs).
                fflush(nil)
            }
        } else {
            bus = InMemoryTopicBus()
        }
        let server = WebAppServer(configuration: configuration, store: store) { TopicBenchWorkflow(bus: bus) }
        let application = server.makeApplication()
        services.append(application)
        let group = ServiceGroup(
            configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: application.logger))
        try await group.run()
    }
}
#endif
