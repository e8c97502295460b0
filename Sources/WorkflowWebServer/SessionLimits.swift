#if WebServer
/// How many sessions a ``SessionRegistry`` holds, by kind; see ``WebServerConfiguration``.
struct SessionLimits: Sendable {
    /// Every session, with a page or not.
    var total: Int
    /// Sessions waiting for their page's first join.
    var unjoined: Int
    /// Sessions one client may have waiting for their first join.
    var unjoinedPerClient: Int
    /// Sessions whose page left.
    var disconnected: Int

    init(total: Int, unjoined: Int, unjoinedPerClient: Int, disconnected: Int) {
        self.total = total
        self.unjoined = unjoined
        self.unjoinedPerClient = unjoinedPerClient
        self.disconnected = disconnected
    }

    init(_ configuration: WebServerConfiguration) {
        self.init(
            total: configuration.maximumSessions,
            unjoined: configuration.maximumUnjoinedSessions,
            unjoinedPerClient: configuration.maximumUnjoinedSessionsPerClient,
            disconnected: configuration.maximumDisconnectedSessions
        )
    }
}
#endif
