#if WebServer
package import Hummingbird

/// The host names a server answers to, checked against every request's `Host` before
/// anything else, against DNS rebinding.
///
/// A page on `rebind.attacker.test`, whose name the attacker then points at 127.0.0.1, is
/// the same origin as a loopback server to the victim's browser: the `Origin` check alone
/// (which compares `Origin` with the request's own `Host`) lets it through. Refusing hosts
/// the server was not told about closes that door: by default the configured listening
/// address and the loopback names, plus what the app lists.
package struct HostAllowlist: Sendable {
    let names: Set<String>

    /// The names `host` (the listening address) implies, and `extra`.
    init(listeningOn host: String, extra: Set<String>) {
        var names: Set<String> = ["localhost", "127.0.0.1", "::1"]
        // A wildcard address says nothing about the names clients use: they must be listed.
        if !["0.0.0.0", "::", ""].contains(host) { names.insert(Self.normalized(host)) }
        for name in extra { names.insert(Self.normalized(name)) }
        self.names = names
    }

    /// Whether `authority` (a `Host` header: a name or address, with or without a port)
    /// names this server.
    func allows(_ authority: String?) -> Bool {
        guard let authority, let name = Self.hostName(of: authority) else { return false }
        return names.contains(name)
    }

    /// The name part of a `Host` header, lowercased, without port or IPv6 brackets.
    static func hostName(of authority: String) -> String? {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            return normalized(String(authority[authority.index(after: authority.startIndex)..<close]))
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1, 2: return parts[0].isEmpty ? nil : normalized(String(parts[0]))
        default: return normalized(authority)  // a bare IPv6 address
        }
    }

    private static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        // "example.com." and "example.com" are the same name.
        if name.hasSuffix("."), name.count > 1 { name.removeLast() }
        return name
    }
}

/// Answers `400 Bad Request` to a request whose `Host` the server does not answer to.
package struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowlist: HostAllowlist

    package init(allowlist: HostAllowlist) {
        self.allowlist = allowlist
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard allowlist.allows(request.head.authority) else {
            let name = request.head.authority ?? "(none)"
            context.logger.notice("refused a request for host \(name): not one this server answers to")
            let text =
                "This server does not answer to the host name \"\(name)\". "
                + "If it should, add the name to WebServerConfiguration.allowedHosts.\n"
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; charset=utf-8"
            headers[.xContentTypeOptions] = "nosniff"
            return Response(status: .badRequest, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        return try await next(request, context)
    }
}
#endif
