/// Where the inspector reads the time of what it records: the time since the recording
/// started. Tests pass one they control, so that recorded times are known.
public struct InspectorClock: Sendable {
    /// The time since the recording started.
    public let now: @Sendable () -> Duration

    /// A clock that answers `now()`.
    public init(now: @escaping @Sendable () -> Duration) {
        self.now = now
    }

    /// The time elapsed on the continuous clock since this clock was made.
    public static var continuous: InspectorClock {
        let clock = ContinuousClock()
        let start = clock.now
        return InspectorClock { start.duration(to: clock.now) }
    }
}
