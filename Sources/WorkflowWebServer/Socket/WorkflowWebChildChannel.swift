#if WebServer
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket
import Synchronization

/// A server connection: HTTP/1 served by Hummingbird's responder, or, when a request asks to
/// become a Workflow page's WebSocket and the app's route agrees, a socket served by channel
/// handlers alone (``PageSocketHandler``), with no task kept for it.
///
/// The app's socket route runs behind the host app's middleware like any route, so it knows
/// the user; it answers an upgrade with a handoff id (see ``LiveSocketHandoff``), and this
/// channel takes the socket's endpoint by that id and puts the WebSocket handlers in place.
struct WorkflowWebChildChannel<WebSocketResponder: HTTPResponder>: ServerChildChannel, HTTPChannelHandler
where WebSocketResponder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    /// What a connection became.
    enum Negotiated: Sendable {
        /// Plain HTTP, served by Hummingbird.
        case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        /// An upgrade that was refused: answered with `400` and closed.
        case refusedUpgrade(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        /// A page's WebSocket, served by the channel's own handlers.
        case pageSocket
    }

    struct Value: ServerChildChannelValue {
        let negotiated: EventLoopFuture<Negotiated>
        let channel: any Channel
    }

    let responder: HTTPChannelHandler.Responder
    let webSocketResponder: WebSocketResponder
    let http1: HTTP1Channel.Configuration
    let maximumFrameBytes: Int

    /// How a connection's reads are sized until it is a page's socket. NIO pools a
    /// connection's read buffers for its life and only ever grows them, so NIO's default first
    /// size, 2 KiB, stayed with every idle page; 1 KiB holds a browser's usual request head. A
    /// longer head is read into a second, larger buffer while the first is still held by the
    /// HTTP decoder; ``keepOneReadBuffer(_:)`` lets the pool drop it at the upgrade.
    static var requestReads: AdaptiveRecvByteBufferAllocator {
        AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 1024, maximum: 65_536)
    }

    /// Leaves `channel`'s pool of read buffers with its first buffer only. A request head longer
    /// than the first buffer made the pool take a second one (NIO keeps up to
    /// `maxMessagesPerRead`), which a page's socket, reading small messages, never needs; NIO
    /// drops the buffers beyond the pool's capacity when that option changes.
    private static func keepOneReadBuffer(_ channel: any Channel) throws {
        guard let options = channel.syncOptions else { return }
        let reads = try options.getOption(ChannelOptions.maxMessagesPerRead)
        try options.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
        try options.setOption(ChannelOptions.maxMessagesPerRead, value: reads)
    }

    init(
        responder: @escaping HTTPChannelHandler.Responder, webSocketResponder: WebSocketResponder, http1: HTTP1Channel.Configuration,
        maximumFrameBytes: Int
    ) {
        // A WebSocket upgrade that reaches the HTTP side (a second request on a kept-alive
        // connection) is not one NIO's upgrader saw: it is refused rather than answered as a
        // page.
        self.responder = { request, writer, channel in
            if request.headers[.upgrade]?.lowercased() == "websocket" {
                try await writer.writeResponse(
                    HTTPResponse(status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"]))
                return
            }
            try await responder(request, writer, channel)
        }
        self.webSocketResponder = webSocketResponder
        self.http1 = http1
        self.maximumFrameBytes = maximumFrameBytes
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.syncOptions?.setOption(ChannelOptions.recvAllocator, value: Self.requestReads)
            let upgradeAttempted = NIOLoopBoundBox(false, eventLoop: channel.eventLoop)
            let endpoint = HandedOverEndpoint()
            let maximumFrameBytes = maximumFrameBytes
            let upgrader = NIOTypedWebSocketServerUpgrader<Negotiated>(
                maxFrameSize: maximumFrameBytes,
                shouldUpgrade: { channel, head in
                    upgradeAttempted.value = true
                    return askRoute(head: head, channel: channel, logger: logger).map { answer in
                        guard let answer else { return nil }
                        endpoint.set(answer.endpoint)
                        return answer.headers
                    }
                },
                upgradePipelineHandler: { channel, _ in
                    channel.eventLoop.makeCompletedFuture {
                        // A page's messages are small: its reads ask for small buffers, so the
                        // pool's first buffer does not grow.
                        try channel.syncOptions?.setOption(
                            ChannelOptions.recvAllocator, value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 256, maximum: 65_536)
                        )
                        try Self.keepOneReadBuffer(channel)
                        guard let taken = endpoint.value else {
                            // NIO calls this only after shouldUpgrade agreed, which set it.
                            throw ChannelError.inappropriateOperationForState
                        }
                        try channel.pipeline.syncOperations.addHandlers([
                            NIOWebSocketFrameAggregator(
                                minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 64, maxAccumulatedFrameSize: maximumFrameBytes
                            ),
                            IdleStateHandler(readTimeout: PageSocketHandler.pingInterval),
                            PageSocketHandler(endpoint: taken),
                        ])
                        return Negotiated.pageSocket
                    }
                }
            )
            let http1 = http1
            let upgrades = NIOTypedHTTPServerUpgradeConfiguration(
                upgraders: [upgrader],
                notUpgradingCompletionHandler: { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
                        try channel.pipeline.syncOperations.addHandlers(http1.additionalChannelHandlers())
                        try channel.pipeline.syncOperations.addHandler(
                            HTTPConnectionStateHandler(idleTimeout: http1.idleTimeout.map { Duration($0) }, logger: logger)
                        )
                        let asyncChannel = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                            wrappingChannelSynchronously: channel,
                            configuration: .init(isOutboundHalfClosureEnabled: true)
                        )
                        return upgradeAttempted.value ? Negotiated.refusedUpgrade(asyncChannel) : Negotiated.http(asyncChannel)
                    }
                }
            )
            var pipeline = NIOUpgradableHTTPServerPipelineConfiguration<Negotiated>(upgradeConfiguration: upgrades)
            // Hummingbird's NIOAsyncChannel orders pipelined requests and reports errors itself,
            // and HTTP types validate headers already.
            pipeline.enablePipelining = false
            pipeline.enableErrorHandling = false
            pipeline.enableResponseHeaderValidation = false
            pipeline.decoderConfiguration.maxHeaderFieldSize = http1.httpDecoder.maxHeaderFieldSize
            pipeline.decoderConfiguration.maxHeaderListSize = http1.httpDecoder.maxHeaderListSize
            pipeline.decoderConfiguration.maxHeaderFieldCount = http1.httpDecoder.maxHeaderFieldCount
            let negotiated = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(configuration: pipeline)
            return Value(negotiated: negotiated, channel: channel)
        }
    }

    func handle(value: Value, logger: Logger) async {
        do {
            switch try await value.negotiated.get() {
            case .http(let asyncChannel):
                await handleHTTP(asyncChannel: asyncChannel, logger: logger)
            case .refusedUpgrade(let asyncChannel):
                try await asyncChannel.executeThenClose { _, outbound in
                    try await outbound.write(contentsOf: [
                        .head(HTTPResponse(status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])),
                        .end(nil),
                    ])
                }
            case .pageSocket:
                // The socket's handlers own the connection from here; nothing waits on it.
                return
            }
        } catch let error as ChannelError where error == .inputClosed {
            logger.trace("a connection closed before its request")
        } catch {
            logger.debug("a connection's HTTP negotiation failed: \(error)")
        }
    }

    /// The route's answer to an upgrade request: the response headers and the socket's
    /// endpoint, or `nil` when the route refused (or is not a Workflow page's socket).
    private func askRoute(head: HTTPRequestHead, channel: any Channel, logger: Logger) -> EventLoopFuture<
        (headers: HTTPHeaders, endpoint: any PageSocketEndpoint)?
    > {
        let promise = channel.eventLoop.makePromise(of: (headers: HTTPHeaders, endpoint: any PageSocketEndpoint)?.self)
        let webSocketResponder = webSocketResponder
        promise.completeWithTask {
            var fields = try HTTPRequest(head, secure: false, splitCookie: false)
            // Only this channel may say that a request can be handed off.
            fields.headerFields[LiveSocketHandoff.requestField] = nil
            fields.headerFields[LiveSocketHandoff.requestField] = LiveSocketHandoff.requestValue
            let request = Request(head: fields, body: .init(buffer: ByteBuffer()))
            let context = WebSocketResponder.Context(source: .init(channel: channel, logger: logger))
            let response: Response
            do {
                response = try await webSocketResponder.respond(to: request, context: context)
            } catch {
                return nil
            }
            guard response.status == .ok, let id = response.headers[LiveSocketHandoff.responseField],
                let endpoint = LiveSocketHandoff.take(id)
            else { return nil }
            var headers = response.headers
            headers[LiveSocketHandoff.responseField] = nil
            return (HTTPHeaders(headers), endpoint)
        }
        return promise.futureResult
    }
}

/// The endpoint the route handed over for one upgrade, from NIO's `shouldUpgrade`, which
/// sets it, to its `upgradePipelineHandler`, which puts it in the pipeline: both closures hold
/// it, so the lock lives in a class of its own.
private final class HandedOverEndpoint: Sendable {
    private let endpoint = Mutex<(any PageSocketEndpoint)?>(nil)

    /// The endpoint, once `shouldUpgrade` set it.
    var value: (any PageSocketEndpoint)? {
        endpoint.withLock { $0 }
    }

    func set(_ value: any PageSocketEndpoint) {
        endpoint.withLock { $0 = value }
    }
}
#endif
