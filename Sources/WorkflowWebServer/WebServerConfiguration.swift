/// How a ``WebAppServer`` listens and what it allows.
public struct WebServerConfiguration: Sendable {
    /// The address to listen on; loopback by default.
    public var host: String
    /// The port to listen on.
    public var port: Int
    /// The page title.
    public var title: String
    /// Styles appended to the backend's own stylesheet: the app's look.
    public var stylesheet: String
    /// The most sessions kept at once, with a page or not; a new page beyond it gets
    /// `503 Service Unavailable`. Sessions waiting for their page's first join are held to
    /// ``maximumUnjoinedSessions`` within it, so page loads alone cannot fill it.
    public var maximumSessions: Int
    /// Origins (`scheme://host:port`) allowed to open the WebSocket; `nil` allows only the
    /// origin the request itself was made to (its `Host` header, over plain HTTP).
    public var allowedOrigins: Set<String>?
    /// Messages a page may send per second on average, and in a burst; beyond them the
    /// connection is closed with code 1008.
    public var messagesPerSecond: Double
    /// See ``messagesPerSecond``.
    public var messageBurst: Double
    /// How long a session is kept after its page disconnects, for the page to reconnect.
    public var disconnectedSessionGracePeriod: Duration
    /// The most sessions kept without a page; beyond it the one whose page left first is ended
    /// at once (after being written, when there is a store).
    public var maximumDisconnectedSessions: Int
    /// How long a session made for a page is kept if the page never joins it.
    public var unjoinedSessionTimeout: Duration
    /// The most sessions waiting for their page's first join. Beyond it, the oldest such
    /// session of the client holding the most is ended: a client loading pages it never
    /// joins ends its own sessions, not other people's.
    public var maximumUnjoinedSessions: Int = 1_000
    /// The most sessions one client address may have waiting for their first join; beyond
    /// it, that client's oldest is ended. A browser holds one per tab being opened.
    public var maximumUnjoinedSessionsPerClient: Int = 20
    /// How long a WebSocket may stay open without joining a session; then it gets the error
    /// `join-timeout` and is closed. A page joins as soon as its socket opens.
    public var joinTimeout: Duration = .seconds(10)
    /// How long a new connection may take to send its first complete request head; then it
    /// is closed. Hummingbird's own timeouts start only once a head has arrived.
    public var requestHeadTimeout: Duration = .seconds(10)
    /// How long a kept-alive HTTP connection may sit idle between requests.
    public var idleConnectionTimeout: Duration = .seconds(60)
    /// The most connections open at once; beyond it a new connection gets a plain
    /// `503 Service Unavailable` and is closed. `nil`, the default, takes the process's
    /// open-file limit less a twentieth of it (at least 128 kept for the store, logs and the
    /// runtime): the server refuses connections long before it runs out of descriptors.
    public var maximumConnections: Int?
    /// The most connections one client address may hold at once; beyond it the client's new
    /// connection gets `503`. It is held to a quarter of the total cap (at least 16), so that a
    /// few addresses cannot fill the server: 500 of 19,000, but 224 of 896. Addresses in
    /// ``trustedProxies`` are exempt (their connections carry many clients: limit per client in
    /// the proxy, with nginx's `limit_conn`).
    public var maximumConnectionsPerClient: Int? = 500
    /// Host names (without port) the server answers to besides the loopback names and
    /// ``host``; a request for any other `Host` gets `400 Bad Request`, against DNS
    /// rebinding. List the public name(s) of a server listening on `0.0.0.0` or behind a proxy
    /// that passes the browser's `Host` on.
    public var allowedHosts: Set<String> = []
    /// Addresses of reverse proxies (such as `127.0.0.1` for an nginx on the same machine)
    /// whose `X-Forwarded-For` names the client, and whose `X-Forwarded-Proto: https` makes
    /// cookies `Secure` and requires an `https` page origin. From any other address these
    /// headers are ignored: anyone can send them.
    public var trustedProxies: Set<String> = []
    /// A port on which `/health` and `/metrics` are served instead of the app's own port,
    /// on ``operationsHost``: keep it off the public network. `nil`, the default, serves them
    /// on the app's port, where anyone who reaches the app reaches them too.
    public var operationsPort: Int?
    /// The address ``operationsPort`` listens on; loopback by default.
    public var operationsHost: String = "127.0.0.1"
    /// The key (32 bytes or more) that signs the pages' session tokens. `nil` takes the
    /// session store's shared key, or makes one at start when there is no store; give every
    /// server the same key when they share sessions without sharing a store.
    public var sessionKey: [UInt8]?
    /// How long a stopping server waits for its session store to take every session.
    public var shutdownFlushTimeout: Duration
    /// How long a stored session is kept after its last write: a page that comes back within
    /// it finds its session, even after the server ended it or restarted.
    public var storedSessionLifetime: Duration
    /// The pause before retrying a failed write to the session store; it doubles with each
    /// failure in a row, up to 5 seconds.
    public var storeRetryPause: Duration
    /// How long the session store's writer gathers saves before it writes them, in one
    /// transaction: 100 ms by default. Writing each event's save on its own cost a wake-up of
    /// the writer, a transaction and a commit per event, about three times the event itself;
    /// gathered, those are shared by every session that changed in the interval, and a session
    /// that changed several times in it is written once. Nothing is lost meanwhile: a page keeps
    /// each event until the server says it is `stored`, and gives it again to a session restored
    /// from the store. The interval adds up to its length to how long a page holds its events
    /// (the news then waits for a message to ride on, see ``storedNoticeDelay``), and bounds
    /// what a crash of the server leaves the pages to give again. With a SQLite store at 1,000
    /// events a second, 100 ms cost about 15 % less server CPU an event than 25 ms, whose
    /// batches' own wake-ups, hops to the database's thread and commits came four times as
    /// often. `.zero` writes as soon as it can.
    public var storeWriteInterval: Duration = .milliseconds(100)
    /// How long the news that a page's events are stored may wait for a message to ride on:
    /// 2 s by default. It goes with the session's next patch or acknowledgement (as `"s"`),
    /// and alone (`stored`) only once the page has been sent nothing for this long, so that an
    /// event usually costs the page one message, not two. A page keeps its events until it
    /// hears, and nothing else waits on it. `.zero` sends each as soon as the store answers.
    /// The lone message may come up to an eighth of the delay later than this, so that the
    /// timers of many sessions fire together.
    public var storedNoticeDelay: Duration = .seconds(2)
    /// Where the server reports its own event→patch times as text, for load tests: `GET`
    /// answers the count and percentiles (from an event's frame being read to its patch or
    /// ack being queued for sending) since the last `DELETE`, which starts afresh. `nil`, the
    /// default, serves nothing there and records nothing.
    public var latencyReportPath: String?

    /// A configuration; every value has a default that suits a local demo.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        title: String = "Workflow",
        stylesheet: String = "",
        maximumSessions: Int = 10_000,
        allowedOrigins: Set<String>? = nil,
        messagesPerSecond: Double = 50,
        messageBurst: Double = 100,
        disconnectedSessionGracePeriod: Duration = .seconds(30),
        maximumDisconnectedSessions: Int = 5_000,
        unjoinedSessionTimeout: Duration = .seconds(60),
        sessionKey: [UInt8]? = nil,
        shutdownFlushTimeout: Duration = .seconds(10),
        storeRetryPause: Duration = .milliseconds(100),
        storedSessionLifetime: Duration = .seconds(24 * 3600),
        latencyReportPath: String? = nil
    ) {
        self.host = host
        self.port = port
        self.title = title
        self.stylesheet = stylesheet
        self.maximumSessions = maximumSessions
        self.allowedOrigins = allowedOrigins
        self.messagesPerSecond = messagesPerSecond
        self.messageBurst = messageBurst
        self.disconnectedSessionGracePeriod = disconnectedSessionGracePeriod
        self.maximumDisconnectedSessions = maximumDisconnectedSessions
        self.unjoinedSessionTimeout = unjoinedSessionTimeout
        self.sessionKey = sessionKey
        self.shutdownFlushTimeout = shutdownFlushTimeout
        self.storeRetryPause = storeRetryPause
        self.storedSessionLifetime = storedSessionLifetime
        self.latencyReportPath = latencyReportPath
    }
}
