#if WebServer
import Foundation

/// What `/health` answers: sessions held and connected, and how the session store is doing.
struct WebServerHealth: Encodable {
    struct Sessions: Encodable {
        var live: Int
        var disconnected: Int
    }

    struct Store: Encodable {
        var healthy: Bool
        var waiting: Int
        var written: Int
        var consecutiveFailures: Int
        var lastWriteLagMilliseconds: Double
        var failure: String?
    }

    /// `ok`, or `degraded` while the store is failing (the server goes on serving).
    var status: String
    var sessions: Sessions
    var store: Store?

    init(live: Int, disconnected: Int, store: SessionStoreHealth?) {
        status = store.map(\.isHealthy) == false ? "degraded" : "ok"
        sessions = Sessions(live: live, disconnected: disconnected)
        self.store = store.map { health in
            return Store(
                healthy: health.isHealthy, waiting: health.waiting, written: health.written,
                consecutiveFailures: health.consecutiveFailures,
                lastWriteLagMilliseconds: health.lastLag.inSeconds * 1000,
                failure: health.failure
            )
        }
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding plain numbers, strings and booleans cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
#endif
