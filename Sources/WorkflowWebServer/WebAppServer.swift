#if WebServer
public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Logging
import ServiceLifecycle
public import Workflow
public import WorkflowUI
import WorkflowWebUI

/// Serves one Workflow app to browsers, as a whole Hummingbird application: the one-line way.
/// Every page load starts a session — a ``/Workflow/WorkflowHost`` of the app's root workflow on
/// an actor of its own — whose screens the browser shows as a live page, updated by patches
/// over a WebSocket. To serve an app from a Hummingbird application of your own (your routes,
/// your middleware, signed-in users, URLs), use ``WorkflowWebApp``, which this wraps.
///
/// ```swift
/// let server = WebAppServer(configuration: WebServerConfiguration(port: 8080)) {
///     GalleryWorkflow()
/// } environment: {
///     SampleWebViews.environment()
/// }
/// try await server.run()
/// ```
///
/// Security is on from the start: every request's `Host` must name this server (against DNS
/// rebinding); connections are capped in all (below the open-file limit) and per client, and
/// must send their first request head, and a WebSocket its join, within a deadline; a client
/// that floods page loads or cycles through sessions only ever evicts its own; the WebSocket
/// upgrade checks the `Origin` header; each page carries a signed token bound to an HttpOnly
/// cookie that the join must present; element ids only ever address the joining session's own
/// page; pages are served with a strict `Content-Security-Policy`; messages are limited in size
/// and rate, and a message that breaks a rule gets an error and a close with code 1008, logged
/// with the session id, without touching any other session.
///
/// With a ``WebSessionStore``, sessions outlive the server: each is written after its actions
/// (in batches, after its patch has gone out), a page that reconnects to a restarted server —
/// or to another server sharing the store — finds its session restored, and a server told to
/// stop (SIGTERM) closes every page's connection with "going away", so that pages reconnect
/// elsewhere, and writes every session before it exits.
public struct WebAppServer<WorkflowType: Workflow>: Sendable where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    /// What the server listens on and allows.
    public let configuration: WebServerConfiguration
    let app: WorkflowWebApp<WebAppRequestContext, WorkflowType>
    let logger: Logger

    /// A server whose sessions each run the workflow `workflow` makes, with views from the
    /// environment `environment` makes (typically one holding a `ViewRegistry<WebBackend>`).
    ///
    /// - Parameters:
    ///   - configuration: What the server listens on and allows.
    ///   - store: Where sessions are kept so that they survive a restart or move to another
    ///     server; `nil` keeps them in memory only. The root workflow should be a
    ///     `SnapshottingWorkflow` (with its children that have state worth keeping): a session
    ///     of any other workflow restarts afresh, and the log says so.
    ///   - logger: Where the server logs sessions refused, ended and restored, and store failures.
    ///   - workflow: Makes the root workflow of each new session.
    ///   - environment: Makes each session's view environment, holding its web views.
    public init(
        configuration: WebServerConfiguration = WebServerConfiguration(),
        store: (any WebSessionStore)? = nil,
        logger: Logger = Logger(label: "workflow.web"),
        workflow: @escaping @Sendable () -> WorkflowType,
        environment: @escaping @Sendable () -> ViewEnvironment = { .empty }
    ) {
        self.configuration = configuration
        self.logger = logger
        self.app = WorkflowWebApp(
            context: WebAppRequestContext.self, configuration: configuration, store: store, logger: logger,
            workflow: { _ in workflow() }, environment: environment
        )
    }

    /// Listens until the process is told to stop.
    public func run() async throws {
        try await makeApplication().runService()
    }

    /// The Hummingbird application: for tests (with `HummingbirdTesting`) or to run alongside
    /// other services.
    public func makeApplication() -> some ApplicationProtocol {
        let router = Router(context: WebAppRequestContext.self)
        app.mount(on: router)
        if configuration.operationsPort == nil {
            app.mountOperations(on: router.group("").add(middleware: HostCheckMiddleware(allowlist: app.hostAllowlist)))
        }
        if let path = configuration.latencyReportPath, let latency = app.latency {
            router.get(RouterPath(path)) { _, _ in
                WorkflowWebApp<WebAppRequestContext, WorkflowType>.asset(latency.report(), contentType: "text/plain; charset=utf-8")
            }
            router.delete(RouterPath(path)) { _, _ in
                latency.reset()
                return HTTPResponse.Status.noContent
            }
        }
        return Application(
            router: router,
            server: .workflowWebServer(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            // Shut down in reverse order: the HTTP server, then the sessions are written, then
            // the store's own service (a connection pool) stops.
            services: operationsServices + app.services,
            logger: logger
        )
    }

    /// A second listener for `/health` and `/metrics` when an operations port is configured.
    private var operationsServices: [any Service] {
        guard let port = configuration.operationsPort else { return [] }
        let router = Router(context: BasicRequestContext.self)
        app.mountOperations(on: router)
        return [
            Application(router: router, configuration: .init(address: .hostname(configuration.operationsHost, port: port)), logger: logger)
        ]
    }
}
#endif
