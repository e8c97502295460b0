#if WebServer
import NIOCore
import NIOPosix

extension ClientBootstrap {
    /// A bootstrap on the shared event loops that connects from `source` (any port) when one is
    /// given: how each simulated visitor gets an address of its own, so the server's
    /// per-client limits see a crowd rather than one client.
    static func loadClient(from source: String?) throws -> ClientBootstrap {
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        guard let source else { return bootstrap }
        return bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0))
    }
}
#endif
