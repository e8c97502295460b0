#if WebServer
public import Hummingbird
import Workflow
import WorkflowUI

extension WorkflowWebApp {
    /// Adds `GET /health` (JSON: sessions live and without a page, the store's state, and
    /// each of `checks`) and `GET /metrics` (Prometheus text) to `router`. Mount them where
    /// only your operators reach: behind your own middleware, or on a router of their own on
    /// another port.
    ///
    /// - Parameters:
    ///   - router: A router, or a group of one, such as one served on an operations port.
    ///   - checks: What else the app depends on, such as a `PostgresTopicBus` and
    ///     `PostgresPresence`: `/health` says `degraded` while any of them has a problem.
    public func mountOperations<Routes: RouterMethods<OperationsContext>, OperationsContext>(
        on router: Routes, checking checks: [any WebHealthCheck] = []
    ) {
        router.get("health") { _, _ in await self.health(checks: checks) }
        router.get("metrics") { _, _ in await self.metricsResponse() }
    }

    /// Runs once the server has stopped taking connections: writes every session it holds and
    /// waits (up to the configured time) until the store has them.
    func shutDown() async {
        let all = await sessions.beginShutdown()
        guard let writer else {
            for actor in all { await actor.end() }
            return
        }
        for actor in all { await actor.saveNow() }
        if await writer.flush(within: configuration.shutdownFlushTimeout) {
            logger.info("stopped: \(all.count) sessions written to the store")
        } else {
            logger.error("stopped before the session store took every session: \(writer.health.waiting) were not written")
        }
        for actor in all { await actor.end() }
    }

    private func metricsResponse() async -> Response {
        let counts = await sessions.counts
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let text = metrics.exposition(live: counts.live, disconnected: counts.disconnected, store: writer?.health)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private func health(checks: [any WebHealthCheck]) async -> Response {
        let counts = await sessions.counts
        let report = WebServerHealth(live: counts.live, disconnected: counts.disconnected, store: writer?.health, checks: checks)
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: report.json)))
    }
}
#endif
