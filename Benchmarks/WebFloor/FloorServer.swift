import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The listening socket and each connection's pipeline: NIO's HTTP/1.1 server handlers with its
/// WebSocket upgrader for `/live`, a ``PageHandler`` for every other request, and once upgraded
/// a ``LiveHandler``.
struct FloorServer {
    var options: FloorOptions

    /// The page's name for the handler that serves it, removed when the connection upgrades.
    static let pageHandlerName = "web-floor.page"
    /// The largest message frame accepted (the protocol's limit).
    static let maximumFrameSize = 1 << 16

    /// Binds, says where, and serves until the process is stopped.
    func run() throws {
        // As many threads as cores, like Hummingbird's default event loop group.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: Self.maximumFrameSize,
            automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                // Loosely as the real server: only /live, and only with an Origin.
                let path = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let accepts = path == "/live" && head.headers.contains(name: "Origin")
                return channel.eventLoop.makeSucceededFuture(accepts ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(LiveHandler())
                }
            }
        )
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(.maxMessagesPerRead, value: 16)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrade: NIOHTTPServerUpgradeSendableConfiguration = (
                        upgraders: [upgrader],
                        completionHandler: { context in
                            context.pipeline.syncOperations.removeHandler(name: Self.pageHandlerName, promise: nil)
                        }
                    )
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withServerUpgrade: upgrade)
                    try channel.pipeline.syncOperations.addHandler(PageHandler(), name: Self.pageHandlerName)
                }
            }
        let channel = try bootstrap.bind(host: options.host, port: options.port).wait()
        let port = channel.localAddress?.port ?? options.port
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        FloorOptions.printLine("Serving the floor on http://\(host):\(port)")
        try channel.closeFuture.wait()
        try group.syncShutdownGracefully()
    }
}
