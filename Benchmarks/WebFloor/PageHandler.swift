import NIOCore
import NIOHTTP1

/// Answers plain HTTP requests: `GET /` with the counter page, anything else with 404. The page
/// is a constant but for its token, epoch and cookie, made afresh for each request.
final class PageHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var request: HTTPRequestHead?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let path = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var headers = HTTPHeaders()
        let status: HTTPResponseStatus
        var body = context.channel.allocator.buffer(capacity: 1024)
        if head.method == .GET && path == "/" {
            status = .ok
            let cookie = Self.browserCookie(in: head.headers) ?? Random.hex(bytes: 16)
            body.writeString(Self.page(token: "\(Random.hex(bytes: 16)).\(Random.hex(bytes: 32))", epoch: Random.hex(bytes: 8)))
            headers.add(name: "Content-Type", value: "text/html; charset=utf-8")
            headers.add(name: "Set-Cookie", value: "wf_browser=\(cookie); HttpOnly; SameSite=Strict; Path=/")
            headers.add(name: "Cache-Control", value: "no-store")
        } else {
            status = .notFound
            body.writeStaticString("Not found\n")
            headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        }
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        let keepAlive = head.isKeepAlive
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// The request's `wf_browser` cookie, kept as the real server keeps it.
    private static func browserCookie(in headers: HTTPHeaders) -> String? {
        for header in headers["Cookie"] {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].drop(while: { $0 == " " }) == "wf_browser",
                    parts[1].allSatisfy({ $0.isHexDigit })
                {
                    return String(parts[1])
                }
            }
        }
        return nil
    }

    /// A counter page with what the load tool reads of one (`PageScan`): the token, the root's
    /// patch number 0 of its epoch, and the button marked as its target; the count's text is
    /// child 0 of element 4, which the patches change.
    static func page(token: String, epoch: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
        <meta name="wf-token" content="\(token)"><meta name="wf-mount" content=""><title>Counter (floor)</title></head>\
        <body><div id="wf-root" data-wf="0" data-wf-seq="0" data-wf-epoch="\(epoch)" data-wf-ack="0">\
        <div data-wf="1"><h1 data-wf="2">Counter</h1><div data-wf="3"><p data-wf="4">Count: 0</p>\
        <button data-wf="5" data-wf-on="click" data-load-target="">Increment</button></div></div></div>\
        <noscript>This page needs JavaScript for its live updates.</noscript></body></html>

        """
    }
}

/// Random hex text for tokens, epochs and cookies.
enum Random {
    static func hex(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        text.reserveCapacity(bytes * 2)
        for _ in 0..<bytes {
            let byte = UInt8.random(in: 0...255, using: &generator)
            text.append(Self.digits[Int(byte >> 4)])
            text.append(Self.digits[Int(byte & 0x0F)])
        }
        return text
    }

    private static let digits = Array("0123456789abcdef")
}
