#if WebServer
public import Hummingbird
import HummingbirdWebSocket
import HTTPTypes
import Logging
import NIOWebSocket
public import Workflow
public import WorkflowUI
import WorkflowWebUI

/// Serves a Workflow app to browsers: every page load starts a session — a ``WorkflowHost``
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
public struct WebAppServer<WorkflowType: Workflow>: Sendable where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    /// What the server listens on and allows.
    public let configuration: WebServerConfiguration
    private let makeWorkflow: @Sendable () -> WorkflowType
    private let makeEnvironment: @Sendable () -> ViewEnvironment
    private let sessions: SessionRegistry<WorkflowType>
    private let tokens = SessionTokens()
    private let latency: LatencyRecorder?

    /// A server whose sessions each run the workflow `workflow` makes, with views from the
    /// environment `environment` makes (typically one holding a `ViewRegistry<WebBackend>`).
    public init(
        configuration: WebServerConfiguration = WebServerConfiguration(),
        workflow: @escaping @Sendable () -> WorkflowType,
        environment: @escaping @Sendable () -> ViewEnvironment = { .empty }
    ) {
        self.configuration = configuration
        self.makeWorkflow = workflow
        self.makeEnvironment = environment
        self.sessions = SessionRegistry(
            limit: configuration.maximumSessions,
            sweepInterval: min(.seconds(1), configuration.unjoinedSessionTimeout, configuration.disconnectedSessionGracePeriod)
        )
        self.latency = configuration.latencyReportPath == nil ? nil : LatencyRecorder()
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
            configuration: .init(address: .hostname(configuration.host, port: configuration.port))
        )
    }

    static var cookieName: String { "wf_browser" }

    // MARK: Pages

    private func page(for request: Request, logger: Logger) async throws -> Response {
        let existingCookie = request.cookies[Self.cookieName]?.value
        let cookie = existingCookie.flatMap { $0.count == 32 && $0.allSatisfy(\.isHexDigit) ? $0 : nil }
            ?? SessionTokens.randomIdentifier()
        let id = SessionTokens.randomIdentifier()
        let token = tokens.token(session: id, cookie: cookie)
        guard let actor = await sessions.add(id: id, token: token) else {
            logger.warning("refused a new session: \(configuration.maximumSessions) sessions are open")
            return Response(status: .serviceUnavailable, body: .init(byteBuffer: ByteBuffer(string: "Too many sessions; try again later.")))
        }
        let body = await actor.start(workflow: makeWorkflow, environment: makeEnvironment)
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
        do {
            for try await message in inbound.messages(maxSize: ClientMessage.maximumBytes) {
                let received = ContinuousClock.now
                guard case .text(let text) = message else { throw WebProtocolError.malformed("binary messages are not part of the protocol") }
                guard rate.allow() else {
                    throw WebProtocolError.tooManyMessages(limit: Int(configuration.messageBurst), perSeconds: 1)
                }
                let clientMessage = try ClientMessage(json: text)
                if attached == nil {
                    guard case .join(let token, _) = clientMessage else {
                        throw WebProtocolError.outOfOrder("an event before join")
                    }
                    guard let id = tokens.session(in: token, cookie: cookie),
                          let actor = await sessions.session(id: id) else {
                        throw WebProtocolError.badToken
                    }
                    await actor.attach(queue)
                    attached = actor
                    logger.debug("page joined session \(id)")
                }
                guard let attached else { continue }
                try await attached.receive(clientMessage)
                if let latency, case .event = clientMessage { latency.record(ContinuousClock.now - received) }
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
            await sessions.end(attached, after: configuration.disconnectedSessionGracePeriod, unlessAttachedSince: generation)
        }
    }
}

/// The sessions a server keeps, by id, and when those without a page are to end.
///
/// One task sweeps the due ends of every session, waking every `sweepInterval` while any are
/// pending, rather than a sleeping task per session: a task costs a few kilobytes, which at
/// thousands of sessions was a large share of each idle session's memory. A session thus
/// ends up to one interval late.
actor SessionRegistry<WorkflowType: Workflow> where WorkflowType: SendableMetatype, WorkflowType.Rendering: Screen {
    private struct PendingEnd {
        var deadline: ContinuousClock.Instant
        var generation: Int
    }

    private var sessions: [String: SessionActor<WorkflowType>] = [:]
    private var pendingEnds: [String: PendingEnd] = [:]
    private var sweeper: Task<Void, Never>?
    private let limit: Int
    private let sweepInterval: Duration

    init(limit: Int, sweepInterval: Duration) {
        self.limit = limit
        self.sweepInterval = sweepInterval
    }

    /// Ends `actor`'s session after `delay` unless a page attached to it after `generation`
    /// (see ``SessionActor/end(ifStillAt:)``), and forgets it.
    func end(_ actor: SessionActor<WorkflowType>, after delay: Duration, unlessAttachedSince generation: Int) {
        pendingEnds[actor.id] = PendingEnd(deadline: .now + delay, generation: generation)
        guard sweeper == nil else { return }
        sweeper = Task { await self.sweep() }
    }

    /// Ends the sessions that are due, until none is pending.
    private func sweep() async {
        while !pendingEnds.isEmpty {
            try? await Task.sleep(for: sweepInterval)
            await endDue(at: .now)
        }
        sweeper = nil
    }

    /// Ends the sessions whose end is due at `now`.
    func endDue(at now: ContinuousClock.Instant) async {
        for id in pendingEnds.filter({ $0.value.deadline <= now }).keys {
            // Read again: while this loop waited on another session, this one may have been
            // given a later end.
            guard let pending = pendingEnds[id], pending.deadline <= now else { continue }
            pendingEnds[id] = nil
            guard let actor = sessions[id] else { continue }
            // A page may attach while this waits; `end(ifStillAt:)` then ends nothing.
            if await actor.end(ifStillAt: pending.generation) { sessions[id] = nil }
        }
    }

    /// A new session's actor, or `nil` when the limit is reached.
    func add(id: String, token: String) -> SessionActor<WorkflowType>? {
        guard sessions.count < limit else { return nil }
        let actor = SessionActor<WorkflowType>(id: id, token: token)
        sessions[id] = actor
        return actor
    }

    func session(id: String) -> SessionActor<WorkflowType>? {
        sessions[id]
    }
}

/// A token bucket: `burst` messages at once, refilled at `perSecond`.
struct RateLimiter {
    private let perSecond: Double
    private let burst: Double
    private var available: Double
    private var last = ContinuousClock.now

    init(perSecond: Double, burst: Double) {
        self.perSecond = perSecond
        self.burst = burst
        self.available = burst
    }

    mutating func allow() -> Bool {
        let now = ContinuousClock.now
        let elapsed = (now - last).components
        last = now
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        available = min(burst, available + seconds * perSecond)
        guard available >= 1 else { return false }
        available -= 1
        return true
    }
}
#endif
