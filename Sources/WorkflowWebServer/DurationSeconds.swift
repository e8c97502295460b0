#if WebServer
extension Duration {
    /// The duration in seconds, as the health report, the metrics, the rate limit and expiry
    /// need it (a `Double` keeps well under a nanosecond for any span they measure).
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
#endif
