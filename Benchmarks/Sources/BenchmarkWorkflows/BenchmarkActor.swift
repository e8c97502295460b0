/// The isolation the benchmark hosts live on. Not the main actor: package-benchmark blocks the
/// main thread while an async benchmark runs, so main-actor work would never start.
@globalActor public actor BenchmarkActor {
    /// The one instance.
    public static let shared = BenchmarkActor()
}
