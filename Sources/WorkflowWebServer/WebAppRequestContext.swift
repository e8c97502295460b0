#if WebServer
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of a ``WebAppServer``'s routes: Hummingbird's WebSocket context, plus
/// the address the connection came from (for the per-client limits).
struct WebAppRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
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
