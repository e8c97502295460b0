import Benchmark
import WorkflowTerminalUI

/// A 200×60 screen full of text in a few styles, like a busy app.
func busyFrame(variant: Int = 0) -> CellBuffer {
    var frame = CellBuffer(size: TerminalSize(columns: 200, rows: 60))
    let styles = [CellStyle.plain, CellStyle.plain.bold, CellStyle(foreground: .cyan), CellStyle.plain.inverse]
    for row in 0..<60 {
        let text = String(repeating: "Workflow \(row + variant) 漢字 ", count: 12)
        frame.write(text, at: TerminalPoint(column: 0, row: row), style: styles[row % styles.count])
    }
    return frame
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)],
        maxDuration: .seconds(2),
        maxIterations: 10_000
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
        benchmark.measurement(.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false), bytes)
    }

    Benchmark("One-cell change, 200×60") { benchmark in
        let first = busyFrame()
        var second = first
        second.write("#", at: TerminalPoint(column: 100, row: 30))
        var writer = ScreenWriter()
        _ = writer.bytes(for: first)
        var bytes = 0
        var flip = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Alternate between the two frames so every iteration has one changed cell.
            bytes = writer.bytes(for: flip ? first : second).count
            flip.toggle()
            blackHole(bytes)
        }
        benchmark.measurement(.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false), bytes)
    }
}
