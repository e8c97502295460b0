import BenchmarkWorkflows
import Workflow
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The plain release-mode runner of docs/benchmarks.md: no allocation interposer, a
// ContinuousClock around each run, many runs, and min / median / p90 of them. Every tree
// figure is also given as a ratio to the hand-written builder measured in the same run.
//
//     swift run -c release workflow-timings [--quick] [--check]
//
// --quick runs fewer repetitions; --check exits with status 1 when a target is missed.
// --profile NAME runs one scenario's work in a loop and nothing else, for callgrind (add
// --partial to run it with partialTreeRendering):
//
//     valgrind --tool=callgrind .build/release/workflow-timings --profile counter
//
// The terminal scenarios (full-frame, one-cell-fresh, keystroke-list, keystroke-item) repeat
// their operation --operations N times (1,000 by default). --terminal times only the terminal
// scenarios of docs/terminal-ui.md. --inspector times only the Workflow Inspector's overhead
// (scenario 9: off and attached, each against a host made without it). --snapshots times only
// a host's snapshot as bytes (scenario 10: what a session store saves after each action).
// --web times only a click in a web session without sockets (scenario 11: the load tool's
// counter and list, from the event's JSON to the patch's); --profile web-counter and
// --profile web-list click --operations times, for callgrind.
//
// --render-chain N renders, re-renders and stops a chain of N levels and exits 0, or crashes
// when the stack runs out (--pool: on a pool thread; --all-off: without partial rendering);
// scripts/render-depth.sh bisects over it. --help lists the options (TimingsOptions.swift).

let options = TimingsOptions.parseOrExit()
let quick = options.quick
let check = options.check
let repetitions = quick ? 20 : 200
let partial = RuntimeConfiguration(partialTreeRendering: true)

@MainActor func makeHost(_ shape: TreeShape, _ configuration: RuntimeConfiguration = .allOff, observers: [any WorkflowObserver] = [])
    -> WorkflowHost<TreeNode>
{
    WorkflowHost(workflow: TreeNode(shape: shape), configuration: configuration, observers: observers)
}

@MainActor func handWritten(_ shape: TreeShape) -> Samples {
    sample(repetitions * 5) { measure in
        var tree: TreeRendering?
        measure { tree = HandWrittenTree.build(shape) }
        precondition(tree?.nodeCount == shape.nodeCount, "the hand-written tree of \(shape) has the wrong size")
    }
}

@MainActor func initialRender(_ shape: TreeShape, _ configuration: RuntimeConfiguration = .allOff) -> Samples {
    sample(repetitions, initialRenderRun(shape, configuration))
}

/// One run of the initial render: a new host, measured while it is made and rendered.
@MainActor func initialRenderRun(_ shape: TreeShape, _ configuration: RuntimeConfiguration) -> MeasuredRun {
    let expected = HandWrittenTree.build(shape).checksum
    return { measure in
        var host: WorkflowHost<TreeNode>?
        measure { host = makeHost(shape, configuration) }
        // The host is released here, outside the measured part.
        precondition(host?.rendering.checksum == expected, "host of \(shape) rendered a different tree")
    }
}

@MainActor func rootReRender(_ shape: TreeShape, _ configuration: RuntimeConfiguration = .allOff) -> Samples {
    let (run, check) = rootReRenderRun(shape, configuration)
    let samples = sample(repetitions, run)
    check(repetitions)
    return samples
}

/// Runs of a root action on one host, and a check, given the number of runs, that the host
/// rendered what the hand-written builder builds.
@MainActor func rootReRenderRun(_ shape: TreeShape, _ configuration: RuntimeConfiguration) -> (MeasuredRun, (Int) -> Void) {
    let host = makeHost(shape, configuration)
    let run: MeasuredRun = { measure in measure { host.incrementRoot() } }
    let check = { (runs: Int) in
        let expected = HandWrittenTree.build(shape, rootCount: runs).checksum
        precondition(host.rendering.checksum == expected, "host of \(shape) re-rendered a different tree")
    }
    return (run, check)
}

@MainActor func leafAction(_ configuration: RuntimeConfiguration) -> Samples {
    let host = makeHost(.bushy, configuration)
    let path = TreeShape.bushy.pathToLastLeaf
    return sample(configuration.partialTreeRendering ? repetitions * 20 : repetitions) { measure in
        measure { host.increment(at: path) }
    }
}

@MainActor func renderCalls(forLeafActionWith configuration: RuntimeConfiguration) -> Int {
    let counter = RenderCounter()
    let host = makeHost(.bushy, configuration, observers: [counter])
    counter.reset()
    host.increment(at: TreeShape.bushy.pathToLastLeaf)
    return counter.renders
}

let counterActions = 100_000

@MainActor func counterRoundTrip(_ configuration: RuntimeConfiguration = .allOff) -> Samples {
    let (run, check) = counterRun(configuration)
    let samples = sample(counterRuns, run)
    check(counterRuns)
    return samples
}

let counterRuns = quick ? 5 : 30

/// Runs of `counterActions` actions on one counter, each recorded as the time per action, and
/// a check, given the number of runs, that no action was lost.
@MainActor func counterRun(_ configuration: RuntimeConfiguration) -> (MeasuredRun, (Int) -> Void) {
    let host = WorkflowHost(workflow: CounterWorkflow(), configuration: configuration)
    let run: MeasuredRun = { measure in
        measure(perOperation: counterActions) {
            for _ in 0..<counterActions {
                host.rendering.onIncrement()
            }
        }
    }
    let check = { (runs: Int) in
        precondition(host.rendering.count == counterActions * runs, "the counter lost actions")
    }
    return (run, check)
}

@MainActor func workerChurn() async -> Samples {
    let host = WorkflowHost(workflow: ChurnWorkflow(width: 1_000), configuration: .allOff)
    let samples = await sample(quick ? 10 : 50) { measure in
        measure { host.rendering.send(ChurnWorkflow.NextPass()) }
        // Lets the cancelled tasks report back, as they would between passes in an app.
        await Task.yield()
    }
    await host.shutDown()
    return samples
}

@MainActor func bytesPerIdleNode(_ configuration: RuntimeConfiguration) -> Double? {
    let shape = TreeShape.bushy
    guard let hosts = heapBytesKept(byEachOf: 3, { makeHost(shape, configuration) }),
        let trees = heapBytesKept(byEachOf: 3, { HandWrittenTree.build(shape) })
    else { return nil }
    return (hosts - trees) / Double(shape.nodeCount)
}

if let scenario = options.profile {
    scenario.run(options.partial ? partial : .allOff, operations: options.operations)
    exit(0)
}

if let depth = options.renderChainDepth {
    let configuration = options.allOff ? RuntimeConfiguration.allOff : RuntimeConfiguration()
    let rendered = await renderChain(depth: depth, onPoolThread: options.pool, configuration: configuration)
    precondition(rendered == depth, "a chain of \(depth) rendered \(rendered)")
    exit(0)
}

/// Prints `rows` as the report's table and exits: with status 1 when `--check` is given and a
/// row misses its target.
func printAndExit(_ rows: [Report.Row]) -> Never {
    var report = Report()
    for row in rows {
        report.add(row)
    }
    print(report.markdown)
    exit(report.failedTargets.isEmpty || !check ? 0 : 1)
}

if options.terminal {
    printAndExit(
        terminalTimings(runs: quick ? 20 : 100).map { scenario, samples, limit in
            let target =
                limit.isFinite ? Report.Target(value: samples.median.microseconds, limit: limit, label: "≤ \(fixed(limit, 0)) µs") : nil
            return Report.Row(scenario: scenario, samples: samples, unit: "µs", ratio: nil, target: target)
        })
}

if options.inspector { printAndExit(inspectorOverhead(quick: quick)) }
if options.web { printAndExit(webClickTimings(quick: quick)) }
if options.snapshots { printAndExit(snapshotTimings(quick: quick)) }

var report = Report()

@MainActor func add(
    _ scenario: String, _ samples: Samples, unit: String = "µs", baseline: Samples? = nil, limit: Double? = nil, note: String = ""
) {
    let ratio = baseline.map { samples.median.ratio(to: $0.median) }
    var target: Report.Target?
    if let ratio, let limit { target = Report.Target(value: ratio, limit: limit, label: "≤ \(fixed(limit, 0))×") }
    report.add(.init(scenario: scenario, samples: samples, unit: unit, ratio: ratio, target: target, note: note))
}

let wideLimit = handWritten(.wide)
let deepLimit = handWritten(.deep)
let bushyLimit = handWritten(.bushy)
add("7. Hand-written build, wide (1 + 1,000)", wideLimit)
add("7. Hand-written build, deep (1,000)", deepLimit)
add("7. Hand-written build, bushy (11,111)", bushyLimit)

add("1. Initial render, wide", initialRender(.wide), baseline: wideLimit, limit: 300)
add("1. Initial render, deep", initialRender(.deep), baseline: deepLimit, limit: 40)
add("1. Initial render, bushy", initialRender(.bushy), unit: "ms", baseline: bushyLimit)

add("2. Re-render after root action, wide", rootReRender(.wide), baseline: wideLimit, limit: 200)
add("2. Re-render after root action, deep", rootReRender(.deep), baseline: deepLimit, limit: 25)

let fullLeaf = leafAction(.allOff)
let partialLeaf = leafAction(partial)
let fullCalls = renderCalls(forLeafActionWith: .allOff)
let partialCalls = renderCalls(forLeafActionWith: partial)
add("3. Leaf action, bushy, full re-render", fullLeaf, unit: "ms", baseline: bushyLimit, note: "\(fullCalls) render calls")
add("3. Leaf action, bushy, partial rendering", partialLeaf, baseline: bushyLimit, note: "\(partialCalls) render calls")
let partialShare = partialLeaf.median.ratio(to: fullLeaf.median)
report.add(
    .init(
        scenario: "3. Partial ÷ full leaf action", samples: nil, unit: "", ratio: partialShare,
        target: .init(value: partialShare, limit: 0.01, label: "≤ 0.01×")
    ))
report.add(
    .init(
        scenario: "3. Render calls, partial leaf action", samples: nil, unit: "", ratio: nil,
        target: .init(value: Double(partialCalls), limit: 5, label: "= 5 calls"), note: "\(partialCalls)"
    ))

let counter = counterRoundTrip()
report.add(
    .init(
        scenario: "4. Counter round trip, per action over \(counterActions) actions", samples: counter, unit: "ns", ratio: nil,
        target: .init(value: counter.median.microseconds, limit: 0.25, label: "≤ 250 ns")
    ))

// 8. What partialTreeRendering costs where it cannot skip anything: each scenario with the
// option on against the same scenario with it off, their runs alternating, so that a change in
// the machine's load during the measurement falls on both alike, and the ratio is the median of
// the ratios of runs made side by side.
/// Runs a scenario with the option off and on, alternately, `runs` times each, then checks
/// both hosts with their checks (see ``rootReRenderRun(_:_:)``).
@MainActor func sideBySide(runs: Int, _ scenario: (RuntimeConfiguration) -> (MeasuredRun, (Int) -> Void)) -> (Samples, Samples) {
    let (offRun, offCheck) = scenario(.allOff)
    let (onRun, onCheck) = scenario(partial)
    let samples = sampleAlternately(runs, offRun, onRun)
    offCheck(runs)
    onCheck(runs)
    return samples
}

let partialCosts: [(String, () -> (Samples, Samples))] = [
    ("initial render, wide", { sampleAlternately(repetitions, initialRenderRun(.wide, .allOff), initialRenderRun(.wide, partial)) }),
    ("initial render, deep", { sampleAlternately(repetitions, initialRenderRun(.deep, .allOff), initialRenderRun(.deep, partial)) }),
    ("re-render after root action, wide", { sideBySide(runs: repetitions) { rootReRenderRun(.wide, $0) } }),
    ("re-render after root action, deep", { sideBySide(runs: repetitions) { rootReRenderRun(.deep, $0) } }),
    // Twice the runs of scenario 4: thirty pairs left the ratio at the mercy of a few.
    ("counter round trip", { sideBySide(runs: counterRuns * 2, counterRun) }),
]
for (name, measureBoth) in partialCosts {
    let (offSamples, onSamples) = measureBoth()
    let ratio = onSamples.medianRatio(pairedWith: offSamples)
    report.add(
        .init(
            scenario: "8. Partial rendering on ÷ off, \(name)", samples: onSamples, unit: name.hasPrefix("counter") ? "ns" : "µs",
            ratio: ratio,
            target: .init(value: ratio, limit: 1.05, label: "≤ 1.05×")
        ))
}

for row in inspectorOverhead(quick: quick) {
    report.add(row)
}

add("5. Worker churn, 1,000 cancelled + 1,000 started per pass", await workerChurn(), unit: "ms")

for (name, configuration) in [("all options off", RuntimeConfiguration.allOff), ("partial rendering", partial)] {
    guard let bytes = bytesPerIdleNode(configuration) else { continue }
    report.add(
        .init(
            scenario: "6. Heap bytes per idle node, bushy, \(name)", samples: nil, unit: "", ratio: nil,
            target: .init(value: bytes, limit: 300, label: "≤ 300 bytes"), note: "\(fixed(bytes, 0)) bytes"
        ))
}

print(report.markdown)
if !report.failedTargets.isEmpty {
    print("\nMissed: " + report.failedTargets.map(\.scenario).joined(separator: "; "))
    if check {
        exit(1)
    }
}
