#if WebServer
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The WebSocket of one session, opened the way a browser opens it: `Origin` is the page's
/// own origin (`http://HOST:PORT`) and `Cookie` carries the browser cookie. Once upgraded, the
/// socket is a ``LiveSessionHandler`` on its event loop.
///
/// Written on NIO's WebSocket upgrader rather than HummingbirdWSClient, whose client always
/// sends `Origin: ws://HOST` (no port, and the socket's scheme) and adds rather than replaces
/// a second `Origin` given to it, so the server's origin check rightly refuses it.
enum LiveSocket {
    private enum Upgrade: Sendable {
        case upgraded(NIOLoopBound<LiveSessionHandler>, LiveConnection)
        case refused
    }

    /// Connects, upgrades, puts a ``LiveSessionHandler`` following `plan` on the socket and
    /// sends the join; throws if the server does not upgrade.
    static func open(
        host: String, port: Int, source: String?, path: String, cookie: String,
        loops: SessionLoops, plan: LiveSessionHandler.Plan
    ) async throws -> LiveConnection {
        let authority = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
        let upgrade = try await ClientBootstrap.loadClient(from: source)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 24) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            let handler = LiveSessionHandler(
                                plan: plan, loop: try loops.sessions(on: channel.eventLoop), eventLoop: channel.eventLoop)
                            do {
                                try channel.pipeline.syncOperations.addHandler(handler)
                            } catch {
                                handler.end()
                                throw error
                            }
                            return .upgraded(NIOLoopBound(handler, eventLoop: channel.eventLoop), handler.connection)
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
        guard case .upgraded(let handler, let connection) = try await upgrade.get() else {
            throw LiveSocketError.notUpgraded(path: path)
        }
        // Not from the handler as it is added: the upgrader fails every write until it has
        // finished, which it has by the time its result is here.
        handler.eventLoop.execute { handler.value.join() }
        return connection
    }

    /// A masked text frame (RFC 6455, 5.3) whose payload `write` writes.
    static func text(allocator: ByteBufferAllocator, mask: WebSocketMaskingKey, _ write: (inout ByteBuffer) -> Void) -> WebSocketFrame {
        var data = allocator.buffer(capacity: 96)
        write(&data)
        return WebSocketFrame(fin: true, opcode: .text, maskKey: mask, data: data)
    }

    /// The answer to a ping: a pong with the same data.
    static func pong(to ping: WebSocketFrame, mask: WebSocketMaskingKey) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: .pong, maskKey: mask, data: ping.unmaskedData)
    }

    /// A normal close (code 1000).
    static func close(allocator: ByteBufferAllocator, mask: WebSocketMaskingKey) -> WebSocketFrame {
        var data = allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: .normalClosure)
        return WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: mask, data: data)
    }
}

/// What a session's task keeps of its WebSocket once it is open; the socket itself runs on
/// its event loop.
struct LiveConnection: Sendable {
    /// Whether the server answered the join (`false` if the connection ended first).
    var joined: EventLoopFuture<Bool>
    /// What the session found, once its connection has closed.
    var outcome: EventLoopFuture<LoadSession.Outcome>
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
