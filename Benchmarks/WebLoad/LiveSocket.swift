#if WebServer
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The WebSocket of one session, opened the way a browser opens it: `Origin` is the page's
/// own origin (`http://HOST:PORT`) and `Cookie` carries the browser cookie.
///
/// Written on NIO's WebSocket upgrader rather than HummingbirdWSClient, whose client always
/// sends `Origin: ws://HOST` (no port, and the socket's scheme) and adds rather than replaces
/// a second `Origin` given to it, so the server's origin check rightly refuses it.
enum LiveSocket {
    typealias Channel = NIOAsyncChannel<StampedFrame, WebSocketFrame>

    private enum Upgrade {
        case upgraded(Channel)
        case refused
    }

    /// Connects and upgrades; throws if the server does not upgrade.
    static func open(host: String, port: Int, source: String?, path: String, cookie: String) async throws -> Channel {
        let authority = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
        let upgrade = try await ClientBootstrap.loadClient(from: source)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 24) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(ArrivalStamp())
                            return .upgraded(try Channel(wrappingChannelSynchronously: channel))
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: authority)
                    headers.add(name: "Origin", value: "http://\(authority)")
                    headers.add(name: "Cookie", value: "wf_browser=\(cookie)")
                    let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration<Upgrade>(
                        upgradeRequestHead: request,
                        upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in channel.eventLoop.makeCompletedFuture { .refused } }
                    )
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                        configuration: .init(upgradeConfiguration: configuration)
                    )
                }
            }
        guard case .upgraded(let channel) = try await upgrade.get() else {
            throw LiveSocketError.notUpgraded(path: path)
        }
        return channel
    }

    /// A masked text frame, as a client must send it (RFC 6455, 5.3).
    static func text(_ text: String) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text))
    }

    /// The answer to a ping: a pong with the same data.
    static func pong(to ping: WebSocketFrame) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: ping.unmaskedData)
    }

    /// A normal close (code 1000).
    static func close() -> WebSocketFrame {
        var data = ByteBuffer()
        data.write(webSocketErrorCode: .normalClosure)
        return WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: data)
    }
}

/// A frame with the moment it came off the socket.
struct StampedFrame: Sendable {
    var frame: WebSocketFrame
    /// ``Clocks/nanoseconds()`` when the frame was decoded, on the connection's event loop.
    var arrival: UInt64
}

/// Stamps each frame as it is decoded, before it waits for the session's task to be
/// scheduled: with a thousand sessions in one process on a busy machine, that wait is the
/// tool's own, not the server's or the network's, and a browser (one page per process) would
/// not have it.
final class ArrivalStamp: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = StampedFrame

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        context.fireChannelRead(wrapInboundOut(StampedFrame(frame: frame, arrival: Clocks.nanoseconds())))
    }
}

/// A WebSocket the server would not open.
enum LiveSocketError: Error, CustomStringConvertible {
    case notUpgraded(path: String)

    var description: String {
        switch self {
        case .notUpgraded(let path): "the server refused the WebSocket upgrade of \(path) (Origin or Cookie not accepted?)"
        }
    }
}
#endif
