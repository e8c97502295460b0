#if WebServer
import NIOCore
import NIOWebSocket
import Synchronization
import WorkflowWebUI

/// A page's WebSocket as its session writes to it: text frames written straight to the
/// channel, from whichever thread the session runs on (NIO hops to the channel's event loop
/// when that is another).
final class LivePage: PageLink {
    let channel: any Channel
    private let isClosed = Atomic<Bool>(false)
    /// Set once the server has sent its close frame: the peer's answering close ends the
    /// connection.
    private let closeWasSent = Atomic<Bool>(false)

    /// How long the server waits for the peer's answer to its close frame before it drops the
    /// connection anyway.
    static let closeTimeout = TimeAmount.seconds(5)

    init(channel: any Channel) {
        self.channel = channel
    }

    func send(_ json: [UInt8]) {
        guard !isClosed.load(ordering: .acquiring) else { return }
        write(json)
    }

    func close() {
        isClosed.store(true, ordering: .releasing)
    }

    /// Whether the server has sent its close frame.
    var hasSentClose: Bool {
        closeWasSent.load(ordering: .acquiring)
    }

    /// Ends the connection for breaking a rule: after what the session sent, an `error`
    /// message naming the rule, then a close frame with code 1008 and the error's code.
    func fail(_ error: WebProtocolError) {
        write(ServerMessage.error(code: error.code, message: error.description).jsonBytes())
        sendClose(.policyViolation, reason: error.code)
    }

    /// Sends a close frame with `code` (once) and drops the connection if the peer has not
    /// answered within ``closeTimeout``. Nothing the session sends after it is written.
    func sendClose(_ code: WebSocketErrorCode, reason: String) {
        close()
        guard !closeWasSent.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var data = channel.allocator.buffer(capacity: 2 + reason.utf8.count)
        data.write(webSocketErrorCode: code)
        data.writeString(reason)
        let channel = channel
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: data), promise: nil)
        channel.eventLoop.scheduleTask(in: Self.closeTimeout) { channel.close(promise: nil) }
    }

    private func write(_ json: [UInt8]) {
        var buffer = channel.allocator.buffer(capacity: json.count)
        buffer.writeBytes(json)
        channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: buffer), promise: nil)
    }
}
#endif
