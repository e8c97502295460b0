#if WebServer
package import Hummingbird
package import HummingbirdWebSocket
package import NIOCore

/// The request context of a ``WebAppServer``'s routes: Hummingbird's WebSocket context, plus
/// the address the connection came from (for the per-client limits). The package's other
/// servers (the inspector's) use it too.
package struct WebAppRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    package var coreContext: CoreRequestContextStorage
    package let webSocket: WebSocketHandlerReference<Self>
    package let remoteAddress: SocketAddress?

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress
    }
}
#endif
