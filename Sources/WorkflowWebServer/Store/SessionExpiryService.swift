#if WebServer
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Logging
import ServiceLifecycle

/// Removes stored sessions not written for `lifetime`: once at start, then every hour (or every
/// `lifetime`, if shorter), until the server stops.
struct SessionExpiryService: Service {
    let store: any WebSessionStore
    let lifetime: Duration
    let logger: Logger

    func run() async throws {
        let pause = min(lifetime, .seconds(3600))
        repeat {
            do {
                let removed = try await store.removeSessions(savedBefore: Date().addingTimeInterval(-lifetime.inSeconds))
                if removed > 0 { logger.info("removed \(removed) stored sessions not used for \(lifetime)") }
            } catch {
                // The next round tries again; the writer reports a store that is down.
                logger.warning("could not remove expired sessions from the store: \(error)")
            }
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: pause) }
        } while !Task.isCancelled && !Task.isShuttingDownGracefully
    }
}
#endif
