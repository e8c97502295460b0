// The multi-user to-do app: `swift run --traits WebServer todo-server [--port 8080] [--database PATH]`,
// then open http://127.0.0.1:8080 and sign in as alice (alice-password) or bob (bob-password).
#if WebServer
import ArgumentParser
import Hummingbird
import Logging
import WebSampleViews
import WorkflowUI
import WorkflowWebServer

/// `todo-server`: a Hummingbird application of its own — a landing page, a sign-in form, users
/// and their items in SQLite — that mounts the to-do workflows at `/todo` for the signed-in
/// user.
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

    @Option(help: "The SQLite file holding users and their items (created if missing).")
    var database = "todo.sqlite"

    func validate() throws {
        guard (1...65_535).contains(port) else { throw ValidationError("--port must be from 1 to 65535, not \(port)") }
    }

    func run() async throws {
        let logger = Logger(label: "todo-server")
        let data: TodoDatabase
        do {
            data = try TodoDatabase(path: database)
            // The demo's two users, made on first start.
            try data.addUserIfMissing("alice", password: "alice-password")
            try data.addUserIfMissing("bob", password: "bob-password")
        } catch {
            throw ValidationError("\(error)")
        }
        let cookies = SignInCookie(key: try data.signingKey())
        // Checked once here, so that each session's environment below cannot fail.
        _ = try SampleWebViews.environment()

        // HEAD for every GET route of the app's own (load balancers and uptime checks use it).
        let router = Router(context: TodoRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: SignedInUserMiddleware(cookies: cookies))
        router.get("/") { _, context in SitePages.landing(user: context.user) }
        router.get(RouterPath(SitePages.stylesheetPath)) { _, _ in SitePages.stylesheetResponse() }
        AccountRoutes(database: data, cookies: cookies).add(to: router)

        var configuration = WebServerConfiguration(host: host, port: port, title: "To-do", stylesheet: SampleWebViews.stylesheet + TodoStyles.stylesheet)
        configuration.allowedHosts = [host]
        let todo = WorkflowWebApp(context: TodoRequestContext.self, configuration: configuration, logger: logger) { request in
            // The middleware below lets only signed-in users this far.
            let user = request.context.user ?? ""
            return TodoAppWorkflow(user: user, database: data, location: request.location, list: "user:\(user)")
        } environment: {
            (try? SampleWebViews.environment()) ?? .empty
        } location: { screen in
            screen.location
        } user: { context in
            context.user
        }
        todo.mount(on: router.group("todo").add(middleware: RequireSignedInMiddleware()))

        // The same screens a second time, on one board every signed-in user shares: changes
        // are announced on a topic, and who is viewing it is shown.
        let board = SharedBoard(bus: InMemoryTopicBus(), presence: InMemoryPresence(), topic: WebTopic("team-board"))
        let team = WorkflowWebApp(context: TodoRequestContext.self, configuration: configuration, logger: logger) { request in
            TodoAppWorkflow(
                user: request.context.user ?? "", database: data, location: request.location,
                list: "team", board: board, titleSuffix: "Team board"
            )
        } environment: {
            (try? SampleWebViews.environment()) ?? .empty
        } location: { screen in
            screen.location
        } user: { context in
            context.user
        }
        team.mount(on: router.group("team").add(middleware: RequireSignedInMiddleware()))

        let app = Application(
            router: router,
            server: .workflowWebServer(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(host, port: port)),
            services: todo.services + team.services,
            logger: logger
        )
        print("Serving the to-do app on http://\(host):\(port) (users alice and bob; data in \(database))")
        try await app.runService()
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
