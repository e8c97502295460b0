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
    /// The most sessions kept at once; a new page beyond it gets `503 Service Unavailable`.
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
    /// How long a session made for a page is kept if the page never joins it.
    public var unjoinedSessionTimeout: Duration
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
        unjoinedSessionTimeout: Duration = .seconds(60),
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
        self.unjoinedSessionTimeout = unjoinedSessionTimeout
        self.latencyReportPath = latencyReportPath
    }
}
