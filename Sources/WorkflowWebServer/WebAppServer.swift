#if WebServer
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
/// Security is on from the start: the WebSocket upgrade checks the `Origin` header; each page
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
    private let makeWorkflow: @Sendable () -> WorkflowType
    private let makeEnvironment: @Sendable () -> ViewEnvironment
    private let sessions: SessionRegistry<WorkflowType>
    private let keyring: SessionKeyring
    private let writer: SessionStoreWriter?
    private let logger: Logger
    private let metrics = WebServerMetrics()
    private let latency: LatencyRecorder?

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
            limit: configuration.maximumSessions,
            sweepInterval: min(.seconds(1), configuration.unjoinedSessionTimeout, configuration.disconnectedSessionGracePeriod),
            writer: writer
        )
        self.latency = configuration.latencyReportPath == nil ? nil : LatencyRecorder()
        self.keyring = SessionKeyring(configured: configuration.sessionKey, store: store, logger: logger)
    }

    /// Listens until the process is told to stop.
    public func run() async throws {
        try await makeApplication().runService()
    }

    /// The Hummingbird application: for tests (with `HummingbirdTesting`) or to run alongside
    /// other services.
    public func makeApplication() -> some ApplicationProtocol {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { request, context in try await self.page(for: request, logger: context.logger) }
        router.get(RouterPath(WebPage.scriptPath)) { _, _ in
            Self.asset(WebPage.script, contentType: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath(WebPage.stylesheetPath)) { _, _ in
            Self.asset(WebPage.stylesheet + "\n" + configuration.stylesheet, contentType: "text/css; charset=utf-8")
        }
        router.get("/health") { _, _ in await self.health() }
        router.get("/metrics") { _, _ in await self.metricsResponse() }
        if let path = configuration.latencyReportPath, let latency {
            router.get(RouterPath(path)) { _, _ in Self.asset(latency.report(), contentType: "text/plain; charset=utf-8") }
            router.delete(RouterPath(path)) { _, _ in
                latency.reset()
                return HTTPResponse.Status.noContent
            }
        }
        router.ws(RouterPath(WebPage.socketPath)) { request, _ in
            self.isAllowedOrigin(request) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, context in
            let cookie = context.request.cookies[Self.cookieName]?.value ?? ""
            await self.serve(inbound: inbound, outbound: outbound, cookie: cookie, logger: context.logger)
        }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(maxFrameSize: ClientMessage.maximumBytes))
            ),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            // Shut down in reverse order: the HTTP server, then the sessions are written, then
            // the store's own service (a connection pool) stops.
            services: storeServices + [SessionShutdownService(shutDown: { await self.shutDown() })],
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

    // MARK: Pages

    private func page(for request: Request, logger: Logger) async throws -> Response {
        let existingCookie = request.cookies[Self.cookieName]?.value
        let cookie = existingCookie.flatMap { $0.count == 32 && $0.allSatisfy(\.isHexDigit) ? $0 : nil }
            ?? SessionTokens.randomIdentifier()
        let id = SessionTokens.randomIdentifier()
        let token = await keyring.tokens.token(session: id, cookie: cookie)
        guard let actor = await sessions.add(id: id, token: token) else {
            logger.warning("refused a new session: \(configuration.maximumSessions) sessions are open, or the server is stopping")
            return Response(status: .serviceUnavailable, body: .init(byteBuffer: ByteBuffer(string: "Too many sessions; try again later.")))
        }
        let body = await actor.start(workflow: makeWorkflow, environment: makeEnvironment, logger: logger)
        await sessions.end(actor, after: configuration.unjoinedSessionTimeout, unlessAttachedSince: 0)
        var response = Response(
            status: .ok,
            headers: Self.securityHeaders(contentType: "text/html; charset=utf-8"),
            body: .init(byteBuffer: ByteBuffer(string: WebPage.document(title: configuration.title, token: token, body: body)))
        )
        response.setCookie(Cookie(name: Self.cookieName, value: cookie, path: "/", httpOnly: true, sameSite: .strict))
        return response
    }

    private static func asset(_ text: String, contentType: String) -> Response {
        Response(status: .ok, headers: securityHeaders(contentType: contentType), body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func securityHeaders(contentType: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentSecurityPolicy] = WebPage.contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        if let referrerPolicy = HTTPField.Name("Referrer-Policy") { headers[referrerPolicy] = "no-referrer" }
        headers[.cacheControl] = "no-store"
        return headers
    }

    private func isAllowedOrigin(_ request: Request) -> Bool {
        // Exactly one Origin: a request that names two could pass a check of either.
        let origins = request.headers[values: .origin]
        guard origins.count == 1, let origin = origins.first else { return false }
        if let allowed = configuration.allowedOrigins { return allowed.contains(origin) }
        guard let host = request.head.authority else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }

    // MARK: The WebSocket

    private func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, cookie: String, logger: Logger) async {
        var rate = RateLimiter(perSecond: configuration.messagesPerSecond, burst: configuration.messageBurst)
        var attached: SessionActor<WorkflowType>?
        let queue = OutboundQueue { text in try await outbound.write(.text(text)) }
        defer { queue.close() }
        let stopping = NIOLockedValueBox(false)
        do {
            try await withGracefulShutdownHandler {
                for try await message in inbound.messages(maxSize: ClientMessage.maximumBytes) {
                    let received = ContinuousClock.now
                    guard case .text(let text) = message else { throw WebProtocolError.malformed("binary messages are not part of the protocol") }
                    guard rate.allow() else {
                        throw WebProtocolError.tooManyMessages(limit: Int(configuration.messageBurst), perSeconds: 1)
                    }
                    let clientMessage = try ClientMessage(json: text)
                    if attached == nil {
                        guard case .join(let token, _, _) = clientMessage else {
                            throw WebProtocolError.outOfOrder("an event before join")
                        }
                        guard let id = await keyring.tokens.session(in: token, cookie: cookie) else {
                            throw WebProtocolError.badToken
                        }
                        let actor = try await session(id: id, token: token)
                        await actor.attach(queue)
                        await sessions.setConnected(true, id: id)
                        attached = actor
                        logger.debug("page joined session \(id)")
                    }
                    guard let attached else { continue }
                    try await attached.receive(clientMessage)
                    if case .event = clientMessage {
                        let handling = ContinuousClock.now - received
                        metrics.recordEvent(handledIn: handling)
                        latency?.record(handling)
                    }
                }
            } onGracefulShutdown: {
                // The server is stopping: the page is told to go (it reconnects, to another
                // server if there is one), and its session is written, not ended.
                stopping.withLockedValue { $0 = true }
                Task { try? await outbound.close(.goingAway, reason: "server stopping") }
            }
        } catch let error as WebProtocolError {
            logger.notice("closing a page's connection (session \(attached?.id ?? "none")): \(error)")
            // After what the session had queued, so the page sees the error last.
            queue.send(ServerMessage.error(code: error.code, message: error.description).json)
            await queue.flushed()
            try? await outbound.close(.policyViolation, reason: error.code)
        } catch {
            logger.debug("a page's connection ended (session \(attached?.id ?? "none")): \(error)")
        }
        if let attached {
            let generation = await attached.detach()
            await sessions.setConnected(false, id: attached.id)
            if stopping.withLockedValue({ $0 }) {
                await attached.saveNow()
            } else {
                await sessions.end(attached, after: configuration.disconnectedSessionGracePeriod, unlessAttachedSince: generation)
                for evicted in await sessions.takeDisconnected(beyond: configuration.maximumDisconnectedSessions) {
                    logger.info("ending session \(evicted.id) early: more than \(configuration.maximumDisconnectedSessions) sessions have no page")
                    await evicted.saveNow()
                    await evicted.end()
                }
            }
        }
    }

    /// The session with `id`: held here, or restored from the store.
    ///
    /// With a store, a session that is in none is started afresh under its id: its page was
    /// served by another server (a load balancer may send a page's first request and its
    /// WebSocket to different servers) and has not changed yet, or it expired. The page gets
    /// a reset to the fresh session's first screen. Without a store, the page is told that its
    /// session ended, and reloads.
    private func session(id: String, token: String) async throws(WebProtocolError) -> SessionActor<WorkflowType> {
        if let actor = await sessions.session(id: id) { return actor }
        guard let writer else { throw .sessionEnded }
        let stored: StoredWebSession?
        do {
            stored = try await writer.store.load(session: id)
        } catch {
            logger.error("cannot restore session \(id): the session store failed: \(error)")
            throw .unavailable
        }
        guard let actor = await sessions.add(id: id, token: token) else { throw .unavailable }
        _ = await actor.start(workflow: makeWorkflow, environment: makeEnvironment, restoring: stored, logger: logger)
        if let stored {
            logger.info("restored session \(id) from the store, as of the page's event \(stored.lastAppliedEvent)")
        } else {
            logger.info("session \(id) is in no store (new on another server, or expired); started afresh")
        }
        return actor
    }

    // MARK: Operations

    /// Runs once the server has stopped taking connections: writes every session it holds and
    /// waits (up to the configured time) until the store has them.
    private func shutDown() async {
        let all = await sessions.beginShutdown()
        guard let writer else {
            for actor in all { await actor.end() }
            return
        }
        for actor in all { await actor.saveNow() }
        if await writer.flush(within: configuration.shutdownFlushTimeout) {
            logger.info("stopped: \(all.count) sessions written to the store")
        } else {
            logger.error("stopped before the session store took every session: \(writer.health.waiting) were not written")
        }
        for actor in all { await actor.end() }
    }

    private func metricsResponse() async -> Response {
        let counts = await sessions.counts
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let text = metrics.exposition(live: counts.live, disconnected: counts.disconnected, store: writer?.health)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private func health() async -> Response {
        let counts = await sessions.counts
        let report = WebServerHealth(live: counts.live, disconnected: counts.disconnected, store: writer?.health)
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: report.json)))
    }
}
#endif
