#if WebServer
import HummingbirdCore
import NIOCore
public import Hummingbird
import HummingbirdWebSocket
import HTTPTypes
public import Logging
import NIOConcurrencyHelpers
import NIOWebSocket
import ServiceLifecycle
public import Workflow
public import WorkflowUI
import WorkflowWebUI

/// Serves a Workflow app to browsers: every page load starts a session — a ``/Workflow/WorkflowHost``
/// of the app's root workflow on an actor of its own — whose screens the browser shows as a
/// live page, updated by patches over a WebSocket.
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
/// upgrade checks the `Origin` header; each page
/// carries a signed token bound to an HttpOnly cookie that the join must present; element ids
/// only ever address the joining session's own page; pages are served with a strict
/// `Content-Security-Policy`; messages are limited in size and rate, and a message that breaks
/// a rule gets an error and a close with code 1008, logged with the session id, without
/// touching any other session.
///
/// With a ``WebSessionStore``, sessions outlive the server: each is written after its actions
/// (in batches, after its patch has gone out), a page that reconnects to a restarted server —
/// or to another server sharing the store — finds its session restored, and a server told to
/// stop (SIGTERM) closes every page's connection with "going away", so that pages reconnect
/// elsewhere, and writes every session before it exits.
public struct WebAppServer<WorkflowType: Workflow>: Sendable where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    /// What the server listens on and allows.
    public let configuration: WebServerConfiguration
    let makeWorkflow: @Sendable () -> WorkflowType
    let makeEnvironment: @Sendable () -> ViewEnvironment
    let sessions: SessionRegistry<WorkflowType>
    let keyring: SessionKeyring
    let writer: SessionStoreWriter?
    let logger: Logger
    let metrics = WebServerMetrics()
    let latency: LatencyRecorder?
    let connectionGuard: ConnectionGuard
    let hosts: HostAllowlist

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
        self.makeWorkflow = workflow
        self.makeEnvironment = environment
        self.logger = logger
        let writer = store.map { SessionStoreWriter(store: $0, logger: logger, retryPause: configuration.storeRetryPause) }
        self.writer = writer
        self.sessions = SessionRegistry(
            limits: SessionLimits(configuration),
            sweepInterval: min(.seconds(1), configuration.unjoinedSessionTimeout, configuration.disconnectedSessionGracePeriod),
            writer: writer
        )
        self.latency = configuration.latencyReportPath == nil ? nil : LatencyRecorder()
        self.keyring = SessionKeyring(configured: configuration.sessionKey, store: store, logger: logger)
        self.connectionGuard = ConnectionGuard(
            maximum: configuration.maximumConnections ?? ConnectionGuard.defaultMaximum(),
            maximumPerClient: configuration.maximumConnectionsPerClient,
            exempt: configuration.trustedProxies
        )
        self.hosts = HostAllowlist(listeningOn: configuration.host, extra: configuration.allowedHosts)
    }

    /// Listens until the process is told to stop.
    public func run() async throws {
        try await makeApplication().runService()
    }

    /// The Hummingbird application: for tests (with `HummingbirdTesting`) or to run alongside
    /// other services.
    public func makeApplication() -> some ApplicationProtocol {
        let router = Router(context: WebAppRequestContext.self)
        // Before any route: a request for a host this server does not answer to is refused.
        router.add(middleware: HostCheckMiddleware(allowlist: hosts))
        router.get("/") { request, context in try await self.page(for: request, context: context) }
        router.get(RouterPath(WebPage.scriptPath)) { _, _ in
            Self.asset(WebPage.script, contentType: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath(WebPage.stylesheetPath)) { _, _ in
            Self.asset(WebPage.stylesheet + "\n" + configuration.stylesheet, contentType: "text/css; charset=utf-8")
        }
        if configuration.operationsPort == nil { addOperationsRoutes(to: router) }
        if let path = configuration.latencyReportPath, let latency {
            router.get(RouterPath(path)) { _, _ in Self.asset(latency.report(), contentType: "text/plain; charset=utf-8") }
            router.delete(RouterPath(path)) { _, _ in
                latency.reset()
                return HTTPResponse.Status.noContent
            }
        }
        router.ws(RouterPath(WebPage.socketPath)) { request, context in
            self.isAllowedOrigin(request, context: context) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, context in
            let cookie = context.request.cookies[Self.cookieName]?.value ?? ""
            let origin = RequestOrigin(request: context.request, peer: context.requestContext.remoteAddress, trustedProxies: configuration.trustedProxies)
            await self.serve(inbound: inbound, outbound: outbound, cookie: cookie, client: origin.client, logger: context.logger)
        }
        let webSocket = WebSocketServerConfiguration(
            maxFrameSize: ClientMessage.maximumBytes,
            closeTimeout: .seconds(5),
            // RFC 6455 requires text frames to be UTF-8; a page's always are.
            validateUTF8: true
        )
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(configuration.idleConnectionTimeout)),
            ws: webSocket
        )
        let connectionGuard = connectionGuard
        let headTimeout = TimeAmount(configuration.requestHeadTimeout)
        let webSocketResponder = router.buildResponder()
        // Hummingbird's WebSocket-upgrading HTTP/1 connections, each let in (or turned away)
        // by the connection guard first.
        let server = HTTPServerBuilder { responder in
            GuardedChildChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: channel),
                connectionGuard: connectionGuard,
                headTimeout: headTimeout
            )
        }
        return Application(
            router: router,
            server: server,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            // Shut down in reverse order: the HTTP server, then the sessions are written, then
            // the store's own service (a connection pool) stops.
            services: storeServices + operationsServices + [SessionShutdownService(shutDown: { await self.shutDown() })],
            logger: logger
        )
    }

    static var cookieName: String { "wf_browser" }

    /// The store's own service, when it has one (``PostgresSessionStore``'s connection pool),
    /// and the expiry of stored sessions.
    private var storeServices: [any Service] {
        guard let store = writer?.store else { return [] }
        let expiry = SessionExpiryService(store: store, lifetime: configuration.storedSessionLifetime, logger: logger)
        return ((store as? any Service).map { [$0] } ?? []) + [expiry]
    }
}
#endif
