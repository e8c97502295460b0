import Benchmark
import BenchmarkWorkflows
import TerminalScenarios
import WorkflowTerminalUI

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)],
        // A thousand operations per sample, reported per operation: a single one of a few
        // microseconds would be lost in the harness's own cost of starting and stopping a
        // measurement (tens of microseconds with allocation counting).
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    Benchmark("Full frame, 200×60") { benchmark in
        let frame = busyFrame()
        var bytes = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var writer = ScreenWriter()
            bytes = writer.bytes(for: frame).count
            blackHole(bytes)
        }
        // Stopped here, so that freeing the frames and the app is not counted.
        benchmark.stopMeasurement()
        benchmark.measurement(.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false), bytes)
    }

    Benchmark("One-cell change, 200×60") { benchmark in
        let first = busyFrame()
        var second = first
        second.write("#", at: TerminalPoint(column: 100, row: 30))
        measureAlternating(benchmark, from: first, between: first, and: second)
    }

    // The same change when the second frame is drawn afresh (as TerminalApp draws each frame)
    // rather than copied from the first: no row is shared, so every cell is compared.
    Benchmark("One-cell change, 200×60, frame drawn afresh") { benchmark in
        var second = busyFrame()
        second.write("#", at: TerminalPoint(column: 100, row: 30))
        measureAlternating(benchmark, from: busyFrame(), between: busyFrame(), and: second)
    }

    // A key press in the to-do sample, as the running app handles it (see ToDoKeystroke).
    Benchmark("Keystroke to bytes, to-do list (↓ ↑, the view moves its highlight)") { @BenchmarkActor benchmark async in
        measureKeystrokes(benchmark, ToDoKeystroke(.listArrows))
    }

    Benchmark("Keystroke to bytes, to-do item (Enter toggles done through the workflow)") { @BenchmarkActor benchmark async in
        measureKeystrokes(benchmark, ToDoKeystroke(.itemEnter))
    }
}

/// Measures the scenario's key presses, each turned into bytes.
@BenchmarkActor
func measureKeystrokes(_ benchmark: Benchmark, _ scenario: ToDoKeystroke) {
    var bytes = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        bytes = scenario.step()
        blackHole(bytes)
    }
    // Stopped here, so that freeing the frames and the app is not counted.
    benchmark.stopMeasurement()
    benchmark.measurement(.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false), bytes)
}

/// Writes `start`, then measures writing `a` and `b` in turn, so that every measured frame
/// differs from the one before in one cell.
func measureAlternating(_ benchmark: Benchmark, from start: CellBuffer, between a: CellBuffer, and b: CellBuffer) {
    var writer = ScreenWriter()
    _ = writer.bytes(for: start)
    var bytes = 0
    var flip = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        flip.toggle()
        bytes = writer.bytes(for: flip ? b : a).count
        blackHole(bytes)
    }
    // Stopped here, so that freeing the frames is not counted.
    benchmark.stopMeasurement()
    benchmark.measurement(.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false), bytes)
}
