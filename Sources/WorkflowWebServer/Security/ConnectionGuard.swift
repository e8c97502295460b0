#if WebServer
import Synchronization
import WorkflowPlatform

/// Counts the server's open connections, in all and per client address, and says whether one
/// more may be let in.
///
/// Every connection holds a file descriptor, and a process that runs out of them fails in
/// ways no handler can catch (libdispatch aborts when it cannot open a file). The guard keeps
/// the total below the open-file limit with headroom for the store, logs and the runtime, and
/// keeps one client address from taking a large share: the server refuses the connection
/// beyond a cap at once, with a short `503`, long before descriptors run out.
final class ConnectionGuard: Sendable {
    /// Why a connection was turned away.
    enum Refusal: Equatable {
        case serverFull(limit: Int)
        case clientFull(limit: Int)
    }

    private struct Counts {
        var total = 0
        var perClient: [String: Int] = [:]
    }

    /// The most connections open at once.
    let maximum: Int
    /// The most one client address may hold; `nil` for no per-client cap.
    let maximumPerClient: Int?
    /// Addresses exempt from the per-client cap: reverse proxies, whose connections carry
    /// many clients.
    let exempt: Set<String>
    private let counts = Mutex(Counts())

    init(maximum: Int, maximumPerClient: Int?, exempt: Set<String>) {
        self.maximum = maximum
        self.maximumPerClient = maximumPerClient
        self.exempt = exempt
    }

    /// Counts a new connection from `client` in, or says why not; a connection let in must be
    /// let out with ``release(_:)`` once it closes.
    func admit(_ client: String) -> Refusal? {
        counts.withLock { counts in
            guard counts.total < maximum else { return .serverFull(limit: maximum) }
            let held = counts.perClient[client, default: 0]
            if let maximumPerClient, !exempt.contains(client), held >= maximumPerClient {
                return .clientFull(limit: maximumPerClient)
            }
            counts.total += 1
            counts.perClient[client] = held + 1
            return nil
        }
    }

    /// Counts a closed connection from `client` out.
    func release(_ client: String) {
        counts.withLock { counts in
            counts.total -= 1
            let held = counts.perClient[client, default: 1] - 1
            counts.perClient[client] = held > 0 ? held : nil
        }
    }

    /// Connections open now, in all.
    var openConnections: Int {
        counts.withLock { $0.total }
    }

    /// The default cap on connections: the process's open-file limit less a twentieth of it
    /// (at least 128) kept for everything else a server opens. With Linux's common limit of
    /// 1,024 that is 896; with 20,000, 19,000.
    static func defaultMaximum() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 896 }
        // An unlimited (or absurdly large) limit is held to what a server could use.
        let soft = Int(clamping: min(limit.rlim_cur, 1 << 24))
        return max(16, soft - max(128, soft / 20))
    }
}
#endif
