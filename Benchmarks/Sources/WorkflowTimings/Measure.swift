/// Runs `body` `repetitions` times, timing only what `body` passes to its `measure` argument,
/// so that each run can prepare and clean up outside the measured part.
func sample(
    _ repetitions: Int,
    _ body: (_ measure: (() -> Void) -> Void) -> Void
) -> Samples {
    var samples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        body { work in
            samples.append(clock.measure(work))
        }
    }
    return samples
}

/// The async form of ``sample(_:_:)``, for scenarios that must let the host's tasks run between runs.
func sample(
    _ repetitions: Int,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (_ measure: (() -> Void) -> Void) async -> Void
) async -> Samples {
    var samples = Samples()
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        await body { work in
            samples.append(clock.measure(work))
        }
    }
    return samples
}
