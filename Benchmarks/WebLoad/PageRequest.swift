#if WebServer
import NIOCore
import NIOHTTP1
import NIOPosix

/// One plain HTTP/1.1 request on a connection of its own, read to the end: how the load tool
/// fetches a session's first page (and the server's latency report).
struct PageRequest {
    /// What came back.
    struct Answer {
        var status: Int
        var setCookieHeaders: [String]
        var body: String
    }

    var host: String
    var port: Int
    /// The local address to connect from (see `LoadOptions.sourceAddress(ofSession:)`), or
    /// `nil` for the system's choice.
    var source: String? = nil

    func send(_ method: HTTPMethod = .GET, path: String) async throws -> Answer {
        let channel = try await ClientBootstrap.loadClient(from: source)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var head = HTTPRequestHead(version: .http1_1, method: method, uri: path)
            head.headers.add(name: "Host", value: "\(host):\(port)")
            head.headers.add(name: "Connection", value: "close")
            try await outbound.write(.head(head))
            try await outbound.write(.end(nil))
            var answer = Answer(status: 0, setCookieHeaders: [], body: "")
            var body = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let response):
                    answer.status = Int(response.status.code)
                    answer.setCookieHeaders = response.headers["Set-Cookie"]
                case .body(var chunk):
                    body.writeBuffer(&chunk)
                case .end:
                    answer.body = String(buffer: body)
                    return answer
                }
            }
            throw PageRequestError.endedEarly(path: path)
        }
    }
}

/// A page request that did not get a whole answer.
enum PageRequestError: Error, CustomStringConvertible {
    case endedEarly(path: String)

    var description: String {
        switch self {
        case .endedEarly(let path): "the server closed the connection before answering GET \(path) in full"
        }
    }
}
#endif
