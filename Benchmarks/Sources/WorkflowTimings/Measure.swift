/// Times the work it is given and records the duration in a ``Samples``: what a scenario's run
/// receives, so that each run can prepare and clean up outside the measured part.
struct Measurement {
    fileprivate let record: (Duration) -> Void

    /// Times `work` as one sample.
    func callAsFunction(_ work: () -> Void) {
        callAsFunction(perOperation: 1, work)
    }

    /// Times `work`, which repeats one operation `operations` times, and records the time per
    /// operation.
    func callAsFunction(perOperation operations: Int, _ work: () -> Void) {
        record(ContinuousClock().measure(work) / operations)
    }
}

/// One run of a scenario: it measures its work with the ``Measurement`` it is given.
typealias MeasuredRun = (Measurement) -> Void

/// Runs `run` `repetitions` times and returns what it measured.
func sample(_ repetitions: Int, _ run: MeasuredRun) -> Samples {
    var samples = Samples()
    let measurement = Measurement { samples.append($0) }
    for _ in 0..<repetitions {
        run(measurement)
    }
    return samples
}

/// The async form of ``sample(_:_:)``, for scenarios that must let the host's tasks run between runs.
func sample(
    _ repetitions: Int,
    isolation: isolated (any Actor)? = #isolation,
    _ run: (Measurement) async -> Void
) async -> Samples {
    var samples = Samples()
    let measurement = Measurement { samples.append($0) }
    for _ in 0..<repetitions {
        await run(measurement)
    }
    return samples
}

/// Runs two variants of a scenario in turn, one run of each at a time, `repetitions` times:
/// a change in the machine's load during the measurement then falls on both alike, which a
/// ratio of the two needs. Which variant goes first swaps every time, so that neither always
/// runs right after the other's clean-up. The samples come back in the order measured, run
/// `i` of one paired with run `i` of the other (see ``Samples/medianRatio(pairedWith:)``).
func sampleAlternately(_ repetitions: Int, _ first: MeasuredRun, _ second: MeasuredRun) -> (Samples, Samples) {
    var firstSamples = Samples()
    var secondSamples = Samples()
    let measureFirst = Measurement { firstSamples.append($0) }
    let measureSecond = Measurement { secondSamples.append($0) }
    for repetition in 0..<repetitions {
        if repetition.isMultiple(of: 2) {
            first(measureFirst)
            second(measureSecond)
        } else {
            second(measureSecond)
            first(measureFirst)
        }
    }
    return (firstSamples, secondSamples)
}
