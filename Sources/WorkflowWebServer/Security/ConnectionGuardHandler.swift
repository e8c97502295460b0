#if WebServer
import NIOCore

/// The first handler of every connection: lets it in through the ``ConnectionGuard`` or
/// turns it away with a short `503`, and closes it if its first request head has not arrived
/// by a deadline.
///
/// It sits closest to the socket, before anything parses HTTP, because Hummingbird's own idle
/// timeout starts only once a request head has been parsed: a client trickling an endless
/// head, or sending none, would otherwise hold its descriptor for as long as it liked. After
/// the first head the handler only counts the connection out when it closes; keep-alive idle
/// time is Hummingbird's, a WebSocket's silence is the join deadline's and its pings'.
final class ConnectionGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let connectionGuard: ConnectionGuard
    private let headTimeout: TimeAmount
    private var client: String?
    private var isRefused = false
    private var headDeadline: Scheduled<Void>?
    /// The last bytes read while looking for the end of the first head (`\r\n\r\n`), which may
    /// be split across reads.
    private var headTail: [UInt8] = []

    /// Told whether the connection was let in, once it is known.
    private let admission: EventLoopPromise<Bool>?
    private var hasDecided = false

    init(connectionGuard: ConnectionGuard, headTimeout: TimeAmount, admission: EventLoopPromise<Bool>? = nil) {
        self.connectionGuard = connectionGuard
        self.headTimeout = headTimeout
        self.admission = admission
    }

    private func decide(_ admitted: Bool) {
        guard !hasDecided else { return }
        hasDecided = true
        admission?.succeed(admitted)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        // Closed (or taken out) before it was ever active: it was not let in.
        decide(false)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        // Added to a channel already active (not the way servers set up their connections
        // today, but possible): it would never see `channelActive`.
        if context.channel.isActive { start(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context: context)
        context.fireChannelActive()
    }

    private func start(context: ChannelHandlerContext) {
        guard client == nil, !isRefused else { return }
        let client = context.channel.remoteAddress?.ipAddress ?? "unknown"
        if let refusal = connectionGuard.admit(client) {
            isRefused = true
            decide(false)
            refuse(context: context, because: refusal)
            return
        }
        self.client = client
        decide(true)
        let channel = context.channel
        headDeadline = context.eventLoop.scheduleTask(in: headTimeout) {
            channel.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // A refused connection is closing: what it sent goes nowhere.
        guard !isRefused else { return }
        if headDeadline != nil {
            let buffer = unwrapInboundIn(data)
            if endsFirstHead(buffer) {
                headDeadline?.cancel()
                headDeadline = nil
                headTail = []
            }
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        decide(false)
        headDeadline?.cancel()
        headDeadline = nil
        if let client {
            connectionGuard.release(client)
            self.client = nil
        }
        context.fireChannelInactive()
    }

    /// Whether `buffer`, read after what came before, completes the first request head.
    private func endsFirstHead(_ buffer: ByteBuffer) -> Bool {
        let terminator: [UInt8] = [13, 10, 13, 10]
        var window = headTail
        window.append(contentsOf: buffer.readableBytesView)
        if window.count >= 4 {
            for start in 0...(window.count - 4) where window[start] == 13 && Array(window[start..<start + 4]) == terminator {
                return true
            }
        }
        headTail = Array(window.suffix(3))
        return false
    }

    /// Answers with a plain `503` written straight to the socket (nothing has parsed HTTP
    /// yet, and nothing will) and closes.
    private func refuse(context: ChannelHandlerContext, because refusal: ConnectionGuard.Refusal) {
        let reason =
            switch refusal {
            case .serverFull(let limit): "The server is at its limit of \(limit) connections; try again later.\n"
            case .clientFull(let limit):
                "This address already holds \(limit) connections, the most one client may; close some and try again.\n"
            }
        let head =
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(reason.utf8.count)\r\nRetry-After: 5\r\nConnection: close\r\n\r\n"
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: head + reason))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}
#endif
