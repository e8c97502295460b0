#if WebServer
import CoreMetrics
import Prometheus

/// The server's metrics, recorded through swift-metrics into a Prometheus registry of the
/// server's own (no global bootstrap, so an app's own metrics backend is left alone) and served
/// at `/metrics` in Prometheus' text format.
struct WebServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let events: CoreMetrics.Counter
    private let eventToPatch: CoreMetrics.Timer
    private let sessions: (connected: CoreMetrics.Gauge, disconnected: CoreMetrics.Gauge)
    private let store: (waiting: CoreMetrics.Gauge, writeLag: CoreMetrics.Gauge, failing: CoreMetrics.Gauge, written: CoreMetrics.Gauge)

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        // Loopback answers take well under a millisecond: buckets from 50 µs up.
        factory.durationHistogramBuckets["workflow_web_event_to_patch_seconds"] = [
            .microseconds(50), .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1),
            .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(100),
        ]
        events = CoreMetrics.Counter(label: "workflow_web_events_total", factory: factory)
        eventToPatch = CoreMetrics.Timer(label: "workflow_web_event_to_patch_seconds", factory: factory)
        sessions = (
            CoreMetrics.Gauge(label: "workflow_web_sessions", dimensions: [("state", "connected")], factory: factory),
            CoreMetrics.Gauge(label: "workflow_web_sessions", dimensions: [("state", "disconnected")], factory: factory)
        )
        store = (
            CoreMetrics.Gauge(label: "workflow_web_store_waiting_sessions", factory: factory),
            CoreMetrics.Gauge(label: "workflow_web_store_write_lag_seconds", factory: factory),
            CoreMetrics.Gauge(label: "workflow_web_store_failing", factory: factory),
            CoreMetrics.Gauge(label: "workflow_web_store_written_sessions", factory: factory)
        )
    }

    /// One event from a page was handled (its patch, if any, is on its way) in `nanoseconds`.
    func recordEvent(handledInNanoseconds nanoseconds: UInt64) {
        events.increment()
        eventToPatch.recordNanoseconds(Int64(clamping: nanoseconds))
    }

    /// The text `/metrics` serves, with the gauges brought up to date first.
    func exposition(live: Int, disconnected: Int, store health: SessionStoreHealth?) -> String {
        sessions.connected.record(live - disconnected)
        sessions.disconnected.record(disconnected)
        if let health {
            store.waiting.record(health.waiting)
            store.writeLag.record(health.lastLag.inSeconds)
            store.failing.record(health.isHealthy ? 0 : 1)
            store.written.record(health.written)
        }
        var text: [UInt8] = []
        registry.emit(into: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
#endif
