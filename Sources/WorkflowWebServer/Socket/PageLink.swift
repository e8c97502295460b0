#if WebServer
import WorkflowWebUI

/// Where a session's messages for its page go: the connection of the page that joined last.
///
/// A session compares links by identity: a message from a connection that is no longer its
/// link is refused as ``WorkflowWebUI/WebProtocolError/replaced``.
protocol PageLink: AnyObject, Sendable {
    /// Sends `json` (the UTF-8 bytes of one message of the page protocol) after everything
    /// sent before it; ignored once the link is closed.
    func send(_ json: [UInt8])
    /// Stops sending: the session ended, or another connection took it over. What is sent
    /// from now on is dropped.
    func close()
}

/// A page's socket once it has joined its session.
struct JoinedPage: Sendable {
    /// The session's id, for the log.
    let sessionID: String
    /// Hands one message from the page to the session: handled at once on the calling thread
    /// when the session is idle, after its current work otherwise.
    let deliver: @Sendable (ClientMessage) -> Void
    /// The socket closed. `serverIsStopping`: the server is shutting down (the session is
    /// written, not ended); `pageLeftForGood`: the page said `leave` (the session ends now
    /// instead of after the grace period).
    let leave: @Sendable (_ serverIsStopping: Bool, _ pageLeftForGood: Bool) async -> Void
}

/// What a page's socket needs from the app it belongs to.
protocol PageSocketEndpoint: Sendable {
    /// The page's message rate limit and join deadline.
    var limits: PageSocketLimits { get }
    /// Joins the session `message` names (a join, or the socket is refused) and attaches
    /// `link` to it.
    func join(_ message: ClientMessage, link: LivePage) async throws(WebProtocolError) -> JoinedPage
}

/// The per-socket rules from ``WebServerConfiguration``, copied out so that a socket keeps a
/// few numbers rather than the whole configuration.
struct PageSocketLimits: Sendable {
    var messagesPerSecond: Double
    var messageBurst: Double
    var joinTimeout: Duration
}
#endif
