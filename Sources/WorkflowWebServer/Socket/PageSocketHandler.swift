#if WebServer
import NIOCore
import NIOWebSocket
import WorkflowWebUI

/// One page's WebSocket, from its join to its close, as a channel handler on the connection's
/// event loop: no task per connection.
///
/// Every message is checked (UTF-8, type, rate, shape, order) before the session sees it, and
/// a message that breaks a rule ends the connection with an `error` and code 1008. Once
/// joined, a message goes to the session on this thread when the session is idle (see
/// ``SessionExecutor``), so an event's patch is usually written before this handler returns.
/// Pings are answered here; the server's own ping every ``pingInterval`` of silence closes a
/// connection whose peer stopped answering.
final class PageSocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private enum Phase {
        /// Waiting for the join, which must come within the join deadline.
        case awaitingJoin
        /// Joining (a store may be read); messages that arrive meanwhile wait, in order.
        case joining(waiting: [ClientMessage])
        case joined(JoinedPage)
        /// The connection is closing; nothing more is read.
        case closed
    }

    /// How long the connection may be silent before the server pings it, and then how long
    /// the peer has to answer.
    static let pingInterval = TimeAmount.seconds(30)

    private let endpoint: any PageSocketEndpoint
    private var phase = Phase.awaitingJoin
    private var rate: RateLimiter
    private var joinDeadline: Scheduled<Void>?
    private var isAwaitingPong = false
    private var link: LivePage?
    /// The server is stopping: the session is written, not ended, when the socket closes.
    private var serverIsStopping = false
    /// The page said `leave`: its session ends at once rather than after the grace period.
    private var pageLeftForGood = false

    init(endpoint: any PageSocketEndpoint) {
        self.endpoint = endpoint
        rate = RateLimiter(perSecond: endpoint.limits.messagesPerSecond, burst: endpoint.limits.messageBurst)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let link = LivePage(channel: context.channel)
        self.link = link
        let timeout = endpoint.limits.joinTimeout
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        joinDeadline = context.eventLoop.scheduleTask(in: TimeAmount(timeout)) {
            handler.value.refuse(.joinTimeout(seconds: Int(timeout.components.seconds)))
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        isAwaitingPong = false
        switch frame.opcode {
        case .text:
            // Read straight from the unmasked buffer: no string is made of the whole message.
            frame.unmaskedData.withUnsafeReadableBytes { bytes in
                // RFC 6455 requires text frames to be UTF-8; a page's always are.
                guard Self.isUTF8(bytes) else {
                    stopReading()
                    link?.sendClose(.dataInconsistentWithMessage, reason: "text frame is not UTF-8")
                    return
                }
                receive(bytes.assumingMemoryBound(to: UInt8.self), context: context)
            }
        case .binary:
            refuse(.malformed("binary messages are not part of the protocol"))
        case .ping:
            var data = frame.unmaskedData
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: data.readSlice(length: data.readableBytes) ?? ByteBuffer())
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .connectionClose:
            closeAnswering(frame, context: context)
        default:
            break  // pongs (the wait for one ended above) and continuations the aggregator joined
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            guard !isAwaitingPong else {
                // Silent through a whole interval after a ping: the peer is gone.
                context.close(promise: nil)
                return
            }
            isAwaitingPong = true
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())), promise: nil)
        } else if event is ChannelShouldQuiesceEvent {
            // The server is stopping: the page is told to go (it reconnects, to another
            // server if there is one), and its session is written, not ended.
            serverIsStopping = true
            link?.sendClose(.goingAway, reason: "server stopping")
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        joinDeadline?.cancel()
        link?.close()
        stopReading()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    /// Whether `bytes` are UTF-8. A page's messages are ASCII but for what people type, so they
    /// are checked eight bytes at a time for a byte above 127, and only text that has one goes
    /// through the full check (the standard library's, which is generic and not specialized
    /// here: it cost more than reading the message).
    private static func isUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= bytes.count {
            if bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                return String(validating: bytes, as: UTF8.self) != nil
            }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return String(validating: bytes, as: UTF8.self) != nil }
            offset += 1
        }
        return true
    }

    private func receive(_ bytes: UnsafeBufferPointer<UInt8>, context: ChannelHandlerContext) {
        if case .closed = phase { return }
        guard rate.allow() else {
            return refuse(.tooManyMessages(limit: Int(endpoint.limits.messageBurst), perSeconds: 1))
        }
        // The first message came in time; joining may take a store's round trip.
        joinDeadline?.cancel()
        joinDeadline = nil
        let message: ClientMessage
        do {
            message = try ClientMessage(utf8: bytes)
        } catch {
            return refuse(error)
        }
        switch phase {
        case .awaitingJoin:
            phase = .joining(waiting: [])
            join(message, context: context)
        case .joining(var waiting):
            // A leave counts at once, even though it waits for the join like any message: the
            // socket may close before the join ends (a closing tab sends leave and goes), and
            // the session must still end at once then.
            if case .leave = message { pageLeftForGood = true }
            waiting.append(message)
            phase = .joining(waiting: waiting)
        case .joined(let page):
            hand(message, to: page, context: context)
        case .closed:
            break
        }
    }

    private func hand(_ message: ClientMessage, to page: JoinedPage, context: ChannelHandlerContext) {
        if case .leave = message {
            // The page leaves for good: its session ends now, not after the grace period.
            pageLeftForGood = true
            stopReading()
            // A closing handshake, not a dropped connection: closing the socket at once, with
            // the page's close frame perhaps still on its way, resets the connection under the
            // page's feet.
            link?.sendClose(.normalClosure, reason: "left")
            return
        }
        page.deliver(message)
    }

    private func join(_ message: ClientMessage, context: ChannelHandlerContext) {
        guard let link else { return }
        let endpoint = endpoint
        let loopBound = NIOLoopBound(self, eventLoop: context.eventLoop)
        let contextBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        Task {
            let result: Result<JoinedPage, WebProtocolError>
            do throws(WebProtocolError) {
                result = .success(try await endpoint.join(message, link: link))
            } catch {
                result = .failure(error)
            }
            eventLoop.execute {
                loopBound.value.didJoin(result, context: contextBound.value)
            }
        }
    }

    private func didJoin(_ result: Result<JoinedPage, WebProtocolError>, context: ChannelHandlerContext) {
        switch (result, phase) {
        case (.success(let page), .joining(let waiting)):
            phase = .joined(page)
            for message in waiting {
                guard case .joined = phase else { break }
                hand(message, to: page, context: context)
            }
        case (.success(let page), _):
            // The socket closed while the join was under way: the session is left at once.
            let (stopping, left) = (serverIsStopping, pageLeftForGood)
            Task { await page.leave(stopping, left) }
        case (.failure(let error), _):
            refuse(error)
        }
    }

    /// Ends the connection for `error`: an `error` message, then a close with 1008.
    private func refuse(_ error: WebProtocolError) {
        stopReading()
        link?.fail(error)
    }

    /// Reads nothing more from this connection, and a joined page leaves its session: every way
    /// a connection ends goes through here (the page's `leave`, a refusal, a frame that is not
    /// UTF-8, the socket closing), so none leaves a session attached to a dead link, never
    /// given its grace period nor counted among the disconnected ones.
    private func stopReading() {
        if case .joined(let page) = phase {
            let (stopping, left) = (serverIsStopping, pageLeftForGood)
            Task { await page.leave(stopping, left) }
        }
        phase = .closed
    }

    /// The peer sent a close frame: answered with the same code (RFC 6455, 5.5.1), unless this
    /// is the answer to the server's own, and the connection closes.
    private func closeAnswering(_ frame: WebSocketFrame, context: ChannelHandlerContext) {
        if let link, !link.hasSentClose {
            var data = frame.unmaskedData
            let code = data.readSlice(length: min(2, data.readableBytes)) ?? ByteBuffer()
            link.close()
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code)), promise: nil)
        }
        context.close(promise: nil)
    }
}
#endif
