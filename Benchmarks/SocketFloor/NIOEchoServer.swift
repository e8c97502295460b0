#if canImport(Glibc)
import NIOCore
import NIOPosix

/// The same echo as ``EchoServer`` on SwiftNIO: a handler that answers every read with one
/// 44-byte write and a flush, on `threads` event loops. Between the two servers, with the same
/// client, lies what NIO's event loop and pipeline add to an event.
struct NIOEchoServer {
    var port: Int
    var threads: Int
    var seconds: Int

    private final class Answer: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var reply = context.channel.allocator.buffer(capacity: EchoServer.reply.count)
            reply.writeBytes(EchoServer.reply)
            context.writeAndFlush(wrapOutboundOut(reply), promise: nil)
        }
    }

    func run() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
        let channel = try ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 4096)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Answer()) }
            }
            .bind(host: "127.0.0.1", port: port)
            .wait()
        let stop = channel.eventLoop.scheduleTask(in: .seconds(Int64(seconds))) { channel.close(promise: nil) }
        try channel.closeFuture.wait()
        stop.cancel()
        try group.syncShutdownGracefully()
    }
}
#endif
