import Benchmark
import BenchmarkWorkflows
import Workflow

// Scenarios 1–7 of docs/benchmarks.md, with package-benchmark's allocation counts. The
// interposer that counts allocations slows every malloc, so the timings that docs/benchmarks.md
// reports come from the plain runner (`swift run -c release workflow-timings`); these are for
// allocations, memory and regressions.

/// Builds a host of `shape` and returns it, for the initial-render benchmarks.
@BenchmarkActor
private func makeTreeHost(_ shape: TreeShape, configuration: RuntimeConfiguration = .allOff) -> WorkflowHost<TreeNode> {
    WorkflowHost(workflow: TreeNode(shape: shape), configuration: configuration)
}

private let partial = RuntimeConfiguration(partialTreeRendering: true)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes],
        // Exact counts: the per-node figures of docs/benchmarks.md divide these.
        units: [.mallocCountTotal: .count, .mallocFreeDelta: .count, .memoryLeakedBytes: .count],
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    // 1. Initial render (host creation). The host is released after the measurement stops, so
    // the figures are for building the tree alone. mallocFreeDelta and memoryLeakedBytes count
    // what the host keeps: for the bushy tree, minus the hand-written tree's, that is scenario 6.
    for (name, shape) in [("wide (1 + 1,000)", TreeShape.wide), ("deep (1,000)", .deep), ("bushy (11,111)", .bushy)] {
        Benchmark("1. Initial render, \(name)") { @BenchmarkActor benchmark async in
            benchmark.startMeasurement()
            let host = makeTreeHost(shape)
            benchmark.stopMeasurement()
            blackHole(host)
        }

        Benchmark("7. Hand-written build, \(name)") { benchmark in
            benchmark.startMeasurement()
            let tree = HandWrittenTree.build(shape)
            benchmark.stopMeasurement()
            blackHole(tree)
        }
    }

    // 2. Re-render after an action at the root that changes the prop every child receives.
    for (name, shape) in [("wide (1 + 1,000)", TreeShape.wide), ("deep (1,000)", .deep)] {
        Benchmark("2. Re-render after root action, \(name)") { @BenchmarkActor benchmark async in
            let host = makeTreeHost(shape)
            benchmark.startMeasurement()
            host.incrementRoot()
            benchmark.stopMeasurement()
            blackHole(host.rendering)
        }
    }

    // 3. One action at the last leaf of the 11,111-node tree, with and without partial rendering.
    for (name, configuration) in [("full", RuntimeConfiguration.allOff), ("partial", partial)] {
        Benchmark("3. Leaf action, bushy (11,111), \(name)") { @BenchmarkActor benchmark async in
            let host = makeTreeHost(.bushy, configuration: configuration)
            let path = TreeShape.bushy.pathToLastLeaf
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                host.increment(at: path)
            }
            benchmark.stopMeasurement()
            blackHole(host.rendering)
        }
    }

    // 4. Counter round trip: call the rendering's closure, read the new rendering. Reported per
    // action (1,000 actions per iteration, divided out by the kilo scaling factor).
    Benchmark(
        "4. Counter round trip",
        configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 100)
    ) { @BenchmarkActor benchmark async in
        let host = WorkflowHost(workflow: CounterWorkflow(), configuration: .allOff)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.rendering.onIncrement()
            blackHole(host.rendering.count)
        }
        benchmark.stopMeasurement()
    }

    // 5. Worker churn: each pass cancels 1,000 workers and starts 1,000 new ones.
    Benchmark("5. Worker churn, 1,000 per pass", configuration: .init(maxDuration: .seconds(2), maxIterations: 200)) {
        @BenchmarkActor benchmark async in
        let host = WorkflowHost(workflow: ChurnWorkflow(width: 1_000), configuration: .allOff)
        benchmark.startMeasurement()
        host.rendering.send(ChurnWorkflow.NextPass())
        benchmark.stopMeasurement()
        await host.shutDown()
    }
}
