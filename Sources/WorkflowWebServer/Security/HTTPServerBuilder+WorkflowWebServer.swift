#if WebServer
public import Hummingbird
public import HummingbirdCore
public import HummingbirdWebSocket
import NIOCore
import WorkflowWebUI

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1 server with WebSocket upgrades, hardened for Workflow apps as
    /// `configuration` says: every connection is first let in (or turned away with a plain
    /// `503`) by a guard that caps connections in all (below the open-file limit by default)
    /// and per client address, and closes a connection that has not sent its first request
    /// head in time; kept-alive connections close when idle; WebSocket text frames must be
    /// UTF-8, and frames are limited to the protocol's largest message.
    ///
    /// Use it for an `Application` that mounts a ``WorkflowWebApp``:
    /// `Application(router: router, server: .workflowWebServer(webSocketRouter: router, configuration: app.configuration))`.
    public static func workflowWebServer<WSResponderBuilder: HTTPResponderBuilder & SendableMetatype>(
        webSocketRouter: WSResponderBuilder,
        configuration: WebServerConfiguration
    ) -> HTTPServerBuilder where WSResponderBuilder.Responder.Context: WebSocketRequestContext {
        let webSocket = WebSocketServerConfiguration(
            maxFrameSize: ClientMessage.maximumBytes,
            closeTimeout: .seconds(5),
            // RFC 6455 requires text frames to be UTF-8; a page's always are.
            validateUTF8: true
        )
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(configuration.idleConnectionTimeout)),
            ws: webSocket
        )
        let maximum = configuration.maximumConnections ?? ConnectionGuard.defaultMaximum()
        let connectionGuard = ConnectionGuard(
            maximum: maximum,
            maximumPerClient: configuration.maximumConnectionsPerClient.map { min($0, max(16, maximum / 4)) },
            exempt: configuration.trustedProxies
        )
        let headTimeout = TimeAmount(configuration.requestHeadTimeout)
        let webSocketResponder = webSocketRouter.buildResponder()
        return HTTPServerBuilder { responder in
            GuardedChildChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: channel),
                connectionGuard: connectionGuard,
                headTimeout: headTimeout
            )
        }
    }
}
#endif
