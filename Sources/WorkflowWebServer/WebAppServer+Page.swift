#if WebServer
import HTTPTypes
import Hummingbird
import Workflow
import WorkflowUI
import WorkflowWebUI

extension WebAppServer {
    /// `GET /`: a new session for the page, and its first screen as a whole document.
    func page(for request: Request, context: WebAppRequestContext) async throws -> Response {
        let logger = context.logger
        let origin = RequestOrigin(request: request, peer: context.remoteAddress, trustedProxies: configuration.trustedProxies)
        let cookie = request.cookies[Self.cookieName].flatMap { Self.isWellFormedCookie($0.value) ? $0.value : nil }
            ?? SessionTokens.randomIdentifier()
        let id = SessionTokens.randomIdentifier()
        let token = await keyring.tokens.token(session: id, cookie: cookie)
        let (added, evicted) = await sessions.addUnjoined(id: id, token: token, client: origin.client)
        for actor in evicted {
            logger.info("ending session \(actor.id) before its page joined: client \(origin.client) asked for more sessions than it may have waiting")
            await actor.end()
        }
        guard let actor = added else {
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
        response.setCookie(Cookie(name: Self.cookieName, value: cookie, path: "/", secure: origin.isHTTPS, httpOnly: true, sameSite: .strict))
        return response
    }

    /// Whether a browser cookie is one this server made: 32 ASCII hex digits. Anything else
    /// is replaced, never echoed: `Character.isHexDigit` also accepts fullwidth digits, which
    /// Hummingbird's `Cookie` refuses with a trap in debug builds.
    static func isWellFormedCookie(_ value: String) -> Bool {
        value.utf8.count == 32 && value.utf8.allSatisfy { byte in
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
    func isAllowedOrigin(_ request: Request, context: WebAppRequestContext) -> Bool {
        // Exactly one Origin: a request that names two could pass a check of either.
        let origins = request.headers[values: .origin]
        guard origins.count == 1, let origin = origins.first else { return false }
        if let allowed = configuration.allowedOrigins { return allowed.contains(origin) }
        guard let host = request.head.authority else { return false }
        let scheme = RequestOrigin(request: request, peer: context.remoteAddress, trustedProxies: configuration.trustedProxies).isHTTPS ? "https" : "http"
        return origin == "\(scheme)://\(host)"
    }
}
#endif
