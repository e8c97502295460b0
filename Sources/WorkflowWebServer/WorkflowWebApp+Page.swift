#if WebServer
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Workflow
import WorkflowUI
import WorkflowWebUI

extension WorkflowWebApp {
    /// A page of the app: a new session for it (unless `keepsSession` is false, for `HEAD`),
    /// and its first screen as a whole document, with `404` when the app says its location is
    /// not found.
    func page(for request: Request, context: Context, keepsSession: Bool) async throws -> Response {
        let logger = context.logger
        let mountPath = Self.mountPath(of: request, context: context)
        guard let location = WebLocation(url: request.uri.description, below: mountPath) else {
            return Response(status: .badRequest, body: .init(byteBuffer: ByteBuffer(string: "The URL's percent-encoding is not valid.\n")))
        }
        let appRequest = WebAppRequest(location: location, context: context)
        let origin = RequestOrigin(request: request, peer: Self.peer(of: context), trustedProxies: configuration.trustedProxies)
        guard keepsSession else {
            // HEAD: what GET would answer, from a session made and ended at once.
            let actor = SessionActor<WorkflowType>(id: "head", token: "", writer: nil)
            let page = await actor.start(
                workflow: { makeWorkflow(appRequest) }, environment: makeEnvironment, locate: locate, mountPath: mountPath)
            await actor.end()
            // A token of a real one's shape, so the length is GET's (to a character or so: the
            // epoch's length varies).
            let placeholder = String(repeating: "0", count: 32) + "." + String(repeating: "0", count: 64)
            return document(page, token: placeholder, mountPath: mountPath)
        }
        let cookie =
            request.cookies[Self.cookieName].flatMap { Self.isWellFormedCookie($0.value) ? $0.value : nil }
            ?? SessionTokens.randomIdentifier()
        let binding = PageConnection(cookie: cookie, user: identify(context), client: origin.client, context: context).tokenBinding
        let id = SessionTokens.randomIdentifier()
        let token = await keyring.tokens.token(session: id, cookie: binding)
        let (added, evicted) = await sessions.addUnjoined(id: id, token: token, client: origin.client)
        for actor in evicted {
            logger.info(
                "ending session \(actor.id) before its page joined: client \(origin.client) asked for more sessions than it may have waiting"
            )
            await actor.end()
        }
        guard let actor = added else {
            logger.warning("refused a new session: \(configuration.maximumSessions) sessions are open, or the server is stopping")
            return Response(status: .serviceUnavailable, body: .init(byteBuffer: ByteBuffer(string: "Too many sessions; try again later.")))
        }
        let page = await actor.start(
            workflow: { makeWorkflow(appRequest) }, environment: makeEnvironment, locate: locate, mountPath: mountPath,
            navigate: { makeWorkflow(WebAppRequest(location: $0, context: context)) }, hosting: sessionHosting, logger: logger
        )
        await sessions.end(actor, after: configuration.unjoinedSessionTimeout, unlessAttachedSince: 0)
        var response = document(page, token: token, mountPath: mountPath)
        response.setCookie(Self.cookie(cookie, mountPath: mountPath, isHTTPS: origin.isHTTPS))
        return response
    }

    /// The document serving `page`: `404` when the app says its location is not found.
    private func document(_ page: SessionActor<WorkflowType>.FirstPage, token: String, mountPath: String) -> Response {
        Response(
            status: page.location?.isNotFound == true ? .notFound : .ok,
            headers: Self.securityHeaders(contentType: "text/html; charset=utf-8"),
            body: .init(
                byteBuffer: ByteBuffer(
                    string: WebPage.document(
                        title: page.location?.title ?? configuration.title, token: token, body: page.html,
                        mountPath: mountPath, usesLocations: locate != nil
                    )))
        )
    }

    /// The browser cookie, scoped to the app's mount path so two apps of one server keep
    /// theirs apart, and `Secure` when the browser used HTTPS.
    static func cookie(_ value: String, mountPath: String, isHTTPS: Bool) -> Cookie {
        Cookie(name: cookieName, value: value, path: mountPath, secure: isHTTPS, httpOnly: true, sameSite: .strict)
    }

    /// The path the app is mounted at, as this request shows it: its path less what the
    /// route's `**` matched.
    static func mountPath(of request: Request, context: Context) -> String {
        let segments = request.uri.path.split(separator: "/", omittingEmptySubsequences: true)
        let below = context.parameters.getCatchAll().count
        return "/" + segments.dropLast(below).joined(separator: "/")
    }

    /// Whether a browser cookie is one this server made: 32 ASCII hex digits. Anything else
    /// is replaced, never echoed: `Character.isHexDigit` also accepts fullwidth digits, which
    /// Hummingbird's `Cookie` refuses with a trap in debug builds.
    static func isWellFormedCookie(_ value: String) -> Bool {
        value.utf8.count == 32
            && value.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            }
    }

    static func asset(_ text: String, contentType: String) -> Response {
        Response(status: .ok, headers: securityHeaders(contentType: contentType), body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func securityHeaders(contentType: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentSecurityPolicy] = WebPage.contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        if let referrerPolicy = HTTPField.Name("Referrer-Policy") { headers[referrerPolicy] = "no-referrer" }
        headers[.cacheControl] = "no-store"
        return headers
    }

    /// Whether the WebSocket upgrade `request` comes from a page of this server: exactly one
    /// `Origin`, and either one the configuration allows or the request's own host over the
    /// scheme the browser used (`https` only when a trusted proxy says so).
    func isAllowedOrigin(_ request: Request, context: Context) -> Bool {
        // Exactly one Origin: a request that names two could pass a check of either.
        let origins = request.headers[values: .origin]
        guard origins.count == 1, let origin = origins.first else { return false }
        if let allowed = configuration.allowedOrigins { return allowed.contains(origin) }
        guard let host = request.head.authority else { return false }
        let scheme =
            RequestOrigin(request: request, peer: Self.peer(of: context), trustedProxies: configuration.trustedProxies).isHTTPS
            ? "https" : "http"
        return origin == "\(scheme)://\(host)"
    }
}
#endif
