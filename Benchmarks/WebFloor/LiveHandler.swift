import NIOCore
import NIOWebSocket

/// One page's WebSocket once upgraded. Its whole state is the session's counter: it answers the
/// join with `joined`, each new event with a patch setting the count's text, an event it has
/// already applied with `ack`, ignores `seen`, answers pings and closes, and refuses anything
/// else (an `error`, then a close with 1008). Every answer is one text frame, written and
/// flushed from `channelRead`: no task, no queue, no lock.
final class LiveHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// What a session keeps: the last patch sent (numbered from 1 per connection, the page
    /// having joined at 0) and the last event applied, which is the count.
    private struct Session {
        var joined = false
        var patch = 0
        var applied = 0
    }

    private var session = Session()
    /// Whether this side's close frame has been sent.
    private var isClosing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text where frame.fin:
            guard !isClosing else { return }
            receive(ClientMessage(frame: frame), context: context)
        case .ping:
            guard !isClosing else { return }
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .pong:
            break
        case .connectionClose:
            if isClosing {
                // The answer to our close: done.
                context.close(promise: nil)
            } else {
                // The page's close: answer it with its code (RFC 6455, 5.5.1), then end.
                var payload = frame.unmaskedData
                let code = payload.readWebSocketErrorCode() ?? .normalClosure
                close(code: code, context: context, thenDisconnect: true)
            }
        case .text, .binary, .continuation:
            // The page sends every message as one text frame.
            refuse("malformed", "only whole text frames are accepted", context: context)
        default:
            close(code: .protocolError, context: context, thenDisconnect: true)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func receive(_ message: ClientMessage, context: ChannelHandlerContext) {
        switch message.type {
        case .event:
            guard session.joined else { return refuse("out-of-order", "an event before the join", context: context) }
            guard let number = message.n else { return refuse("malformed", "an event without \"n\"", context: context) }
            guard number > session.applied else {
                // Sent again after a reconnection: acknowledged, not applied twice.
                return send(context: context) { buffer in
                    buffer.writeStaticString(#"{"type":"ack","ack":"#)
                    buffer.writeDecimal(session.applied)
                    buffer.writeStaticString("}")
                }
            }
            session.applied = number
            session.patch += 1
            send(context: context) { buffer in
                buffer.writeStaticString(#"{"p":"#)
                buffer.writeDecimal(session.patch)
                buffer.writeStaticString(#","a":"#)
                buffer.writeDecimal(number)
                buffer.writeStaticString(#","o":[["t",4,0,"Count: "#)
                buffer.writeDecimal(number)
                buffer.writeStaticString(#""]]}"#)
            }
        case .seen:
            break
        case .join:
            guard !session.joined else { return refuse("out-of-order", "a second join", context: context) }
            guard message.v == 3 else { return refuse("version", "this server speaks version 3", context: context) }
            guard message.hasToken else { return refuse("bad-token", "a join without a token", context: context) }
            session.joined = true
            send(context: context) { buffer in
                buffer.writeStaticString(#"{"type":"joined","seq":"#)
                buffer.writeDecimal(session.patch)
                buffer.writeStaticString(#","ack":"#)
                buffer.writeDecimal(session.applied)
                buffer.writeStaticString("}")
            }
        case .leave:
            close(code: .normalClosure, context: context, thenDisconnect: false)
        case .other, nil:
            refuse("malformed", "not a message of the page protocol", context: context)
        }
    }

    /// Writes and flushes one text frame whose payload `write` writes.
    private func send(context: ChannelHandlerContext, _ write: (inout ByteBuffer) -> Void) {
        var buffer = context.channel.allocator.buffer(capacity: 96)
        // Room in front for the frame's header (at most 4 bytes for a payload under 64 KiB),
        // which the encoder writes there when it can instead of in a buffer of its own.
        buffer.moveWriterIndex(forwardBy: 4)
        buffer.moveReaderIndex(forwardBy: 4)
        write(&buffer)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: buffer)), promise: nil)
    }

    /// Answers a message that breaks the protocol: an `error`, then a close with 1008.
    private func refuse(_ code: StaticString, _ message: StaticString, context: ChannelHandlerContext) {
        send(context: context) { buffer in
            buffer.writeStaticString(#"{"type":"error","code":""#)
            buffer.writeStaticString(code)
            buffer.writeStaticString(#"","message":""#)
            buffer.writeStaticString(message)
            buffer.writeStaticString(#""}"#)
        }
        close(code: .policyViolation, context: context, thenDisconnect: false)
    }

    /// Sends a close frame with `code`; disconnects once it is written if `thenDisconnect`
    /// (answering the page's close), or else waits for the page's answer.
    private func close(code: WebSocketErrorCode, context: ChannelHandlerContext, thenDisconnect: Bool) {
        guard !isClosing else { return }
        isClosing = true
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let written = context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)))
        if thenDisconnect {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}

extension ByteBuffer {
    /// Writes `value` in decimal, without making a string.
    mutating func writeDecimal(_ value: Int) {
        guard value >= 0 else {
            writeString(String(value))
            return
        }
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let start = writerIndex
        writeRepeatingByte(UInt8(ascii: "0"), count: digits)
        rest = value
        for index in stride(from: start + digits - 1, through: start, by: -1) {
            setInteger(UInt8(ascii: "0") + UInt8(rest % 10), at: index)
            rest /= 10
        }
    }
}
