import Benchmark
import BenchmarkWorkflows
import TerminalSampleViews
import Workflow
import WorkflowSamples
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

    // A key press in the to-do sample, as the running app handles it: the key goes to the
    // focused view, the workflow acts and renders if the view sent it something, the window is
    // laid out and drawn, and the writer finds the bytes that changed. On an 80×24 screen.
    Benchmark("Keystroke to bytes, to-do list (↓ ↑, the view moves its highlight)") { @BenchmarkActor benchmark async in
        let (app, writer) = toDoApp()
        var bytes = 0
        var writerCopy = writer
        var flip = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            app.press(flip ? .up : .down)
            flip.toggle()
            bytes = writerCopy.bytes(for: app.frame()).count
            blackHole(bytes)
        }
        // Stopped here, so that freeing the frames and the app is not counted.
        benchmark.stopMeasurement()
        benchmark.measurement(.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false), bytes)
    }

    Benchmark("Keystroke to bytes, to-do item (Enter toggles done through the workflow)") { @BenchmarkActor benchmark async in
        let (app, writer) = toDoApp()
        app.press(.enter)   // The first item's details; the focus is on its Done box.
        var writerCopy = writer
        _ = writerCopy.bytes(for: app.frame())
        var bytes = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            app.press(.enter)
            bytes = writerCopy.bytes(for: app.frame()).count
            blackHole(bytes)
        }
        // Stopped here, so that freeing the frames and the app is not counted.
        benchmark.stopMeasurement()
        benchmark.measurement(.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false), bytes)
    }
}

/// The gallery opened on the to-do list, 80×24, with its first frame written.
@BenchmarkActor
func toDoApp() -> (TerminalApp<GalleryWorkflow>, ScreenWriter) {
    let app: TerminalApp<GalleryWorkflow>
    do {
        app = try TerminalApp(host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
    } catch {
        // The samples bind every screen once; a failure here is a bug in the samples.
        fatalError("the gallery cannot be shown: \(error)")
    }
    app.press(.down)
    app.press(.down)
    app.press(.enter)
    var writer = ScreenWriter()
    _ = writer.bytes(for: app.frame())
    return (app, writer)
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
