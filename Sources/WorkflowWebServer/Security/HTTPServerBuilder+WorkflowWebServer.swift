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
    /// UTF-8, and frames are limited to the protocol's largest message. A Workflow page's
    /// WebSocket is served by channel handlers on its connection's event loop, with no task per
    /// connection, and its events are handled on that loop: this server is required for the
    /// apps' sockets (Hummingbird's own WebSocket upgrade is refused by them).
    ///
    /// Use it for an `Application` that mounts a ``WorkflowWebApp``:
    /// `Application(router: router, server: .workflowWebServer(webSocketRouter: router, configuration: app.configuration))`.
    public static func workflowWebServer<WSResponderBuilder: HTTPResponderBuilder & SendableMetatype>(
        webSocketRouter: WSResponderBuilder,
        configuration: WebServerConfiguration
    ) -> HTTPServerBuilder where WSResponderBuilder.Responder.Context: WebSocketRequestContext {
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
                base: WorkflowWebChildChannel(
                    responder: responder, webSocketResponder: webSocketResponder,
                    http1: HTTP1Channel.Configuration(idleTimeout: TimeAmount(configuration.idleConnectionTimeout)),
                    maximumFrameBytes: ClientMessage.maximumBytes
                ),
                connectionGuard: connectionGuard,
                headTimeout: headTimeout
            )
        }
    }
}
#endif
