#if WebServer
public import Hummingbird
public import HummingbirdWebSocket
public import Logging
import NIOCore
public import ServiceLifecycle
public import Workflow
public import WorkflowUI
public import WorkflowWebUI

// Locks. Every lock in this module is Synchronization's `Mutex`, one kind for a reader to know.
// It comes with the standard library, so the module needs no package for it, and it is stored
// inline in the object that owns it, where NIO's `NIOLockedValueBox` was one more object to
// allocate and reach through (which counts in `SessionExecutor`, locked for every job of every
// session). Where closures share a lock, a small final class holds it (`HandedOverEndpoint`).
// ThreadSanitizer cannot see a `Mutex` synchronise on Linux (it waits on a bare futex), which is
// why the core's `KeptChunkCache` and WorkflowTesting lock otherwise; this module is outside
// CI's ThreadSanitizer run (`.ci/run` leaves the WebServer trait off there).

/// A Workflow app served from your own Hummingbird application: its pages, script,
/// stylesheet and WebSocket, mounted on your router (or a group of it, such as `/todo`)
/// beside your own routes and behind your own middleware.
///
/// ```swift
/// let todo = WorkflowWebApp(context: AppRequestContext.self) { request in
///     TodoAppWorkflow(user: request.context.user, location: request.location)
/// } environment: {
///     TodoWebViews.environment()
/// } location: { rendering in
///     rendering.location
/// } user: { context in
///     context.user?.name
/// }
/// todo.mount(on: router.group("todo").add(middleware: RedirectToLogin()))
/// let app = Application(
///     router: router,
///     server: .workflowWebServer(webSocketRouter: router, configuration: todo.configuration),
///     services: todo.services
/// )
/// ```
///
/// Each page load starts a session, whose root workflow is made from the request: the URL
/// below the mount path (a `WebLocation`) and whatever your middleware put in the request
/// context, such as the signed-in user. The middleware runs before the page load and before
/// the WebSocket upgrade alike. Sessions are bound to the user `user` names: a join from
/// another user (a different sign-in in the same browser, or a stolen cookie and token) is
/// refused with `bad-token`, even for a session restored from a store on another node.
///
/// With `location`, the address bar follows the app: a change that moves the app to another
/// location adds it to the browser's history, Back and Forward give the root workflow props
/// made from the URL they went to, a reload or a shared link opens the same screen, and a
/// location the app marks `WebLocation.isNotFound` is served with `404`.
public struct WorkflowWebApp<Context: RequestContext & WebSocketRequestContext, WorkflowType: Workflow>: Sendable
where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    /// Limits, timeouts and the allowed hosts and origins of the app's pages and sockets.
    public let configuration: WebServerConfiguration
    let makeWorkflow: @Sendable (WebAppRequest<Context>) -> WorkflowType
    let makeEnvironment: @Sendable () -> ViewEnvironment
    let locate: (@Sendable (WorkflowType.Rendering) -> WebLocation)?
    let identify: @Sendable (Context) -> String?
    let sessions: SessionRegistry<WorkflowType>
    let keyring: SessionKeyring
    let writer: SessionStoreWriter?
    let logger: Logger
    let metrics = WebServerMetrics()
    let latency: LatencyRecorder?
    /// How each session's host is made, for a tool that watches every live session (the
    /// Workflow Inspector's `inspected(in:)`); `nil`, the default, makes each host plainly.
    /// Set it before ``mount(on:)``.
    public var sessionHosting: WebSessionHosting<WorkflowType>?

    /// An app whose sessions each run the workflow `workflow` makes from the request.
    ///
    /// - Parameters:
    ///   - context: The request context of the router the app is mounted on.
    ///   - configuration: Limits, timeouts, and the hosts and origins allowed.
    ///   - store: Where sessions are kept so that they survive a restart or move to another
    ///     server; `nil` keeps them in memory only. The root workflow should be a
    ///     `SnapshottingWorkflow`: a session of any other workflow restarts afresh.
    ///   - logger: Where the app logs sessions refused, ended and restored, and store failures.
    ///   - workflow: Makes a session's root workflow from the request's location and context:
    ///     at a page load, and again (as new props) when Back or Forward changes the URL.
    ///   - environment: Makes each session's view environment, holding its web views.
    ///   - location: Where a root rendering is (URL below the mount path, title, not found);
    ///     `nil` leaves the address bar alone and mirrors back stacks with `#` fragments.
    ///   - user: Who the request is from, as your middleware put it in the context; sessions
    ///     are bound to it. `nil` (the default closure's answer) for anonymous apps.
    public init(
        context: Context.Type = Context.self,
        configuration: WebServerConfiguration = WebServerConfiguration(),
        store: (any WebSessionStore)? = nil,
        logger: Logger = Logger(label: "workflow.web"),
        workflow: @escaping @Sendable (WebAppRequest<Context>) -> WorkflowType,
        environment: @escaping @Sendable () -> ViewEnvironment = { .empty },
        location: (@Sendable (WorkflowType.Rendering) -> WebLocation)? = nil,
        user: @escaping @Sendable (Context) -> String? = { _ in nil }
    ) {
        self.configuration = configuration
        self.makeWorkflow = workflow
        self.makeEnvironment = environment
        self.locate = location
        self.identify = user
        self.logger = logger
        let writer = store.map {
            SessionStoreWriter(
                store: $0, logger: logger, retryPause: configuration.storeRetryPause,
                writeInterval: configuration.storeWriteInterval, storedNoticeDelay: configuration.storedNoticeDelay
            )
        }
        self.writer = writer
        self.sessions = SessionRegistry(
            limits: SessionLimits(configuration),
            sweepInterval: min(.seconds(1), configuration.unjoinedSessionTimeout, configuration.disconnectedSessionGracePeriod),
            writer: writer
        )
        self.latency = configuration.latencyReportPath == nil ? nil : LatencyRecorder()
        self.keyring = SessionKeyring(configured: configuration.sessionKey, store: store, logger: logger)
    }

    /// Adds the app's routes to `router`, a `Router` or a group of one (`router.group("todo")`,
    /// with your middleware added to it first): `GET` and `HEAD` of its page (with a
    /// `location` mapping, of every path at and below it: the URL is the app's to read), its
    /// script, stylesheet and WebSocket, and `405 Method Not Allowed` for other methods on its
    /// pages. A request whose
    /// `Host` the configuration does not allow gets `400`.
    public func mount<Routes: RouterMethods<Context>>(on router: Routes) {
        if !(Context.self is any RemoteAddressRequestContext.Type) {
            logger.warning(
                "\(Context.self) does not give the client's address (RemoteAddressRequestContext): the per-client limits on sessions cannot tell clients apart"
            )
        }
        let group = router.group("").add(middleware: HostCheckMiddleware<Context>(allowlist: hostAllowlist))
        let script = Self.asset(WebPage.script, contentType: "text/javascript; charset=utf-8")
        let stylesheet = Self.asset(WebPage.stylesheet + "\n" + configuration.stylesheet, contentType: "text/css; charset=utf-8")
        for (path, response) in [(WebPage.scriptPath, script), (WebPage.stylesheetPath, stylesheet)] {
            group.get(RouterPath(String(path.dropFirst()))) { _, _ in response }
            group.head(RouterPath(String(path.dropFirst()))) { _, _ in response.createHeadResponse() }
        }
        let shared = SharedWebApp(self)
        group.get(RouterPath(String(WebPage.socketPath.dropFirst()))) { request, context in
            self.socketResponse(request, context: context, shared: shared)
        }
        // Every path below the mount path is the app's to read when its URLs follow its
        // screens; otherwise only the mount path is a page, and the rest is 404.
        for path in locate == nil ? [""] : ["", "**"] {
            group.get(RouterPath(path)) { request, context in try await self.page(for: request, context: context, keepsSession: true) }
            group.head(RouterPath(path)) { request, context in
                try await self.page(for: request, context: context, keepsSession: false).createHeadResponse()
            }
            for method in [HTTPRequest.Method.post, .put, .patch, .delete] {
                group.on(RouterPath(path), method: method) { _, _ in Self.methodNotAllowed() }
            }
        }
    }

    /// The services the app needs running beside the HTTP server: its session store's (a
    /// connection pool, the expiry of stored sessions), and one that writes every session
    /// when the application shuts down gracefully. Pass them to your `Application`'s
    /// `services`; Hummingbird stops them after the server, in reverse order.
    public var services: [any Service] {
        var services: [any Service] = []
        if let store = writer?.store {
            if let service = store as? any Service { services.append(service) }
            services.append(SessionExpiryService(store: store, lifetime: configuration.storedSessionLifetime, logger: logger))
        }
        services.append(SessionShutdownService(shutDown: { await self.shutDown() }))
        return services
    }

    static var cookieName: String { "wf_browser" }

    package var hostAllowlist: HostAllowlist {
        HostAllowlist(listeningOn: configuration.host, extra: configuration.allowedHosts)
    }

    /// The address a request came from, when the context knows it.
    static func peer(of context: Context) -> SocketAddress? {
        (context as? any RemoteAddressRequestContext)?.remoteAddress
    }

    static func methodNotAllowed() -> Response {
        var headers = HTTPFields()
        headers[.allow] = "GET, HEAD"
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(
            status: .methodNotAllowed, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "Only GET and HEAD are served here.\n"))
        )
    }
}

/// What a session's root workflow is made from: the URL below the app's mount path, and the
/// request context your middleware filled in (the signed-in user, say).
public struct WebAppRequest<Context: Sendable>: Sendable {
    /// The URL below the mount path, decoded (its title is empty: the app names it).
    public var location: WebLocation
    /// The request context of the page load, or of the WebSocket upgrade when the session is
    /// started afresh or given new props on Back or Forward.
    public var context: Context

    /// A request at `location` with `context`.
    public init(location: WebLocation, context: Context) {
        self.location = location
        self.context = context
    }
}

/// A page's WebSocket: the browser's cookie, the user and client address of its upgrade
/// request, and its request context (for new props on Back and Forward).
struct PageConnection<Context: Sendable>: Sendable {
    var cookie: String
    var user: String?
    var client: String
    var context: Context

    /// What the session token signs: the browser's cookie secret and, for a signed-in user,
    /// who that is, so a token works only in its browser and for its user.
    var tokenBinding: String {
        // The user's name is length-prefixed, so no cookie and name can read as another pair.
        user.map { cookie + "|user:\($0.utf8.count):" + $0 } ?? cookie
    }
}
#endif
