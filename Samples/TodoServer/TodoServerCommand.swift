// The multi-user to-do app: `swift run --traits WebServer todo-server [--port 8080] [--database PATH | postgres://…]`,
// then open http://127.0.0.1:8080 and sign in as alice (alice-password) or bob (bob-password).
// With a postgres:// database, run several nodes on one database behind a load balancer.
#if WebServer
import ArgumentParser
import Hummingbird
import Logging
import ServiceLifecycle
import WebSampleViews
import WorkflowUI
import WorkflowWebServer

/// `todo-server`: a Hummingbird application of its own — a landing page, a sign-in form, users
/// and their items in SQLite or PostgreSQL — that mounts the to-do workflows at `/todo` for the
/// signed-in user and at `/team` for the board every user shares.
///
/// With SQLite, everything lives in one process: the team board's messages and presence go
/// through memory and sessions are not stored. With PostgreSQL, every node shares the tables,
/// the sign-in key, the sessions (so a page whose node dies goes on at another), the board's
/// messages (`LISTEN`/`NOTIFY`) and presence (heartbeats with a time to live).
@main
struct TodoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo-server",
        abstract: "A multi-user to-do app: plain Hummingbird pages and a Workflow app mounted at /todo."
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "Where users and items live: a SQLite file (created if missing), or postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE shared by several nodes.")
    var database = "todo.sqlite"

    @Option(name: .customLong("allowed-host"), help: "A host name the app answers to besides --host and the loopback names (your public name); repeat for more.")
    var allowedHosts: [String] = []

    @Option(name: .customLong("trusted-proxy"), help: "The address of a reverse proxy (such as 127.0.0.1 for nginx on this machine) whose X-Forwarded-For names the client; repeat for more.")
    var trustedProxies: [String] = []

    @Option(help: "A port on 127.0.0.1 for operators: /todo/health, /team/health (degraded while the team board's PostgreSQL bus or presence fails) and their /metrics.")
    var operationsPort: Int?

    private var postgresURL: String? {
        database.hasPrefix("postgres://") || database.hasPrefix("postgresql://") ? database : nil
    }

    func validate() throws {
        for (name, value) in [("--port", port), ("--operations-port", operationsPort ?? port)] where !(1...65_535).contains(value) {
            throw ValidationError("\(name) must be from 1 to 65535, not \(value)")
        }
        if let postgresURL {
            do {
                _ = try PostgresURL(postgresURL)
            } catch {
                throw ValidationError("--database: \(error)")
            }
        }
    }

    func run() async throws {
        let logger = Logger(label: "todo-server")
        guard let postgresURL else {
            let store: SQLiteTodoStore
            do {
                store = try SQLiteTodoStore(path: database)
            } catch {
                throw ValidationError("\(error)")
            }
            let board = SharedBoard(bus: InMemoryTopicBus(), presence: InMemoryPresence(), topic: SharedBoard.teamTopic)
            return try await serve(store: store, board: board, sessions: { nil }, services: [], checks: [], logger: logger)
        }
        let store = try PostgresTodoStore(url: postgresURL, logger: logger)
        let bus = try PostgresTopicBus(url: postgresURL, logger: logger)
        let presence = try PostgresPresence(url: postgresURL, logger: logger)
        // The store's pool runs beside the application (which needs the store before it
        // starts: the tables, the demo users, the sign-in key) and stops after it.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await store.run() }
            defer { group.cancelAll() }
            do {
                try await store.prepare()
            } catch {
                throw ValidationError("cannot prepare the to-do tables at \(postgresURL): \(String(reflecting: error))")
            }
            try await serve(
                store: store, board: SharedBoard(bus: bus, presence: presence, topic: SharedBoard.teamTopic),
                sessions: { try? PostgresSessionStore(url: postgresURL, logger: logger) }, services: [bus, presence],
                checks: [bus, presence], logger: logger
            )
        }
    }

    /// Serves the app on `store` until it is told to stop (SIGINT or SIGTERM).
    ///
    /// - Parameters:
    ///   - sessions: Makes a session store for each mounted app (each runs its own), or `nil`.
    ///   - services: What else must run with the application (the board's bus and presence).
    ///   - checks: What the team board's `/health` reports on.
    private func serve(
        store: any TodoStore, board: SharedBoard, sessions: () -> (any WebSessionStore)?,
        services: [any Service], checks: [any WebHealthCheck], logger: Logger
    ) async throws {
        let cookies: SignInCookie
        do {
            // The demo's two users, made on first start.
            try await store.addUserIfMissing("alice", password: "alice-password")
            try await store.addUserIfMissing("bob", password: "bob-password")
            cookies = SignInCookie(key: try await store.signingKey())
        } catch {
            throw ValidationError("\(error)")
        }
        // Checked once here, so that each session's environment below cannot fail.
        _ = try SampleWebViews.environment()

        // HEAD for every GET route of the app's own (load balancers and uptime checks use it).
        let router = Router(context: TodoRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: SignedInUserMiddleware(cookies: cookies))
        router.get("/") { _, context in SitePages.landing(user: context.user) }
        router.get(RouterPath(SitePages.stylesheetPath)) { _, _ in SitePages.stylesheetResponse() }
        AccountRoutes(store: store, cookies: cookies).add(to: router)

        var configuration = WebServerConfiguration(host: host, port: port, title: "To-do", stylesheet: SampleWebViews.stylesheet + TodoStyles.stylesheet)
        configuration.allowedHosts = Set([host] + allowedHosts)
        // Behind a proxy every browser arrives from its address: trusting it lets the
        // per-client limits count browsers, not the proxy.
        configuration.trustedProxies = Set(trustedProxies)
        // The user's own list at /todo, and the same screens a second time at /team, on one
        // board every signed-in user shares: its changes are announced on a topic, and who is
        // viewing it is shown.
        var apps: [any Service] = []
        let operations = Router()
        for shared in [false, true] {
            let path = shared ? "team" : "todo"
            let list: @Sendable (String) -> String = { user in shared ? "team" : "user:\(user)" }
            let app = WorkflowWebApp<TodoRequestContext, TodoAppWorkflow>(configuration: configuration, store: sessions(), logger: logger) { request in
                // The middleware below lets only signed-in users this far.
                let user = request.context.user ?? ""
                return TodoAppWorkflow(
                    user: user, store: store, location: request.location, list: list(user),
                    board: shared ? board : nil, titleSuffix: shared ? "Team board" : "To-do", initialItems: request.context.listItems
                )
            } environment: {
                (try? SampleWebViews.environment()) ?? .empty
            } location: { screen in
                screen.location
            } user: { context in
                context.user
            }
            // Signed-in users only; their list is read before the page and the socket.
            let group = router.group(RouterPath(path))
                .add(middleware: RequireSignedInMiddleware())
                .add(middleware: ListPreloadMiddleware(store: store, list: list))
            app.mount(on: group)
            app.mountOperations(on: operations.group(RouterPath(path)), checking: shared ? checks : [])
            apps += app.services
        }
        if let operationsPort {
            apps.append(Application(router: operations, configuration: .init(address: .hostname("127.0.0.1", port: operationsPort)), logger: logger))
        }

        let application = Application(
            router: router,
            server: .workflowWebServer(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(host, port: port)),
            services: services + apps,
            logger: logger
        )
        print("Serving the to-do app on http://\(host):\(port) (users alice and bob; data in \(postgresURL == nil ? database : "PostgreSQL"))")
        try await application.runService()
    }
}

/// The app's looks on top of the samples' stylesheet.
enum TodoStyles {
    static let stylesheet = """

        .site-nav { display: flex; gap: 1rem; align-items: center; padding: .6rem 1rem; background: #1d2330; border-radius: 12px; margin-bottom: 1rem; }
        .site-nav a { color: #fff; }
        .site-nav .muted { color: #c5cbd8; margin-left: auto; }
        .problem { background: #fdecec; color: #8a1c1c; padding: .6rem .8rem; border-radius: 6px; margin: 1rem; }
        """
}
#else
/// Without the WebServer trait there is no server to run.
@main
enum TodoServerUnavailable {
    static func main() {
        print("todo-server needs the WebServer trait: swift run --traits WebServer todo-server")
    }
}
#endif
