#if WebServer
import Foundation

/// What `/health` answers: sessions held and connected, how the session store is doing, and
/// the app's other checks (``WebHealthCheck``).
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

    struct Check: Encodable {
        var healthy: Bool
        var problem: String?
    }

    /// `ok`, or `degraded` while the store or a check is failing (the server goes on serving).
    var status: String
    var sessions: Sessions
    var store: Store?
    /// Each check by its name; absent when the app has none.
    var checks: [String: Check]?

    init(live: Int, disconnected: Int, store: SessionStoreHealth?, checks: [any WebHealthCheck] = []) {
        let results = Dictionary(checks.map { ($0.healthName, Check(healthy: $0.healthProblem == nil, problem: $0.healthProblem)) }) {
            first, _ in first
        }
        self.checks = results.isEmpty ? nil : results
        status = store.map(\.isHealthy) == false || results.values.contains { !$0.healthy } ? "degraded" : "ok"
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
