#if WebServer
import HTTPTypes
import Hummingbird
import NIOCore

/// Who made a request and over what, as far as the server can tell: the client's address
/// (for the per-client limits on sessions) and whether the browser used HTTPS (for `Secure`
/// cookies and the `Origin` a page must send).
///
/// A request's forwarding headers are believed only when the connection comes from one of the
/// configured trusted proxies: anyone can send `X-Forwarded-For`, and believing it from
/// anyone would let a client pick the address its limits are counted under.
struct RequestOrigin: Equatable {
    /// The client's IP address, or `unknown` when the connection has none (a Unix socket).
    var client: String
    /// Whether the browser's request was made over HTTPS (to a proxy that said so).
    var isHTTPS: Bool

    init(client: String, isHTTPS: Bool) {
        self.client = client
        self.isHTTPS = isHTTPS
    }

    init(request: Request, peer: SocketAddress?, trustedProxies: Set<String>) {
        let peerAddress = peer?.ipAddress ?? WebClientAddress.unknown
        guard trustedProxies.contains(peerAddress) else {
            self.init(client: peerAddress, isHTTPS: false)
            return
        }
        // Each proxy appends the address it was reached from: the client is the rightmost
        // address that is not one of ours.
        let forwarded = request.headers[values: .xForwardedFor]
            .flatMap { $0.split(separator: ",") }
            .map { String($0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
        let client = forwarded.last { !trustedProxies.contains($0) } ?? peerAddress
        let scheme = request.headers[values: .xForwardedProto].first?.lowercased()
        self.init(client: client, isHTTPS: scheme == "https")
    }
}

/// Names for client addresses.
enum WebClientAddress {
    /// The client of a request whose context does not give its address.
    static let unknown = "unknown"
}

extension HTTPField.Name {
    // The initialiser fails only for a name with characters outside RFC 9110's token set;
    // these are ASCII letters and dashes, so the force-unwraps cannot fail.
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
    static let xForwardedProto = HTTPField.Name("X-Forwarded-Proto")!
}
#endif
