#if WebServer
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of an ``InspectorServer``'s routes: the WebSocket context its page
/// needs, and the client's address for the web server's per-client limits.
struct InspectorRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress
    }
}
#endif
