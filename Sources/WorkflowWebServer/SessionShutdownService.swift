#if WebServer
import ServiceLifecycle

/// Waits for the application's graceful shutdown and then runs `shutDown`. Listed first among
/// the application's services, it is shut down last: after the HTTP server has stopped taking
/// connections and closed the pages' WebSockets.
struct SessionShutdownService: Service {
    let shutDown: @Sendable () async -> Void

    func run() async throws {
        // Cancellation (not a graceful stop) throws here, and nothing is written.
        try await gracefulShutdown()
        await shutDown()
    }
}
#endif
