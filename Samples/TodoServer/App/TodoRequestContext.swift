#if WebServer
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import WorkflowSamples

/// The request context of every route of the app: Hummingbird's WebSocket context, the
/// connection's address (for the workflow server's per-client limits), and the signed-in
/// user, which ``SignedInUserMiddleware`` fills in, and the list a to-do app shows.
struct TodoRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    let remoteAddress: SocketAddress?
    /// Who signed in, from a valid sign-in cookie; `nil` for anonymous requests.
    var user: String?
    /// The list of the mounted to-do app the request is for, read by ``ListPreloadMiddleware``.
    var listItems: [TodoItem]?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress
    }
}
#endif
