import BenchmarkWorkflows
import Workflow
import WorkflowInspector

// 9. What the Workflow Inspector costs (issue 32). Off, `WorkflowHost(workflow:inspector: nil)`
// must cost nothing against a host made without the argument; attached, it turns each action's
// state and diff into text, so it costs what it costs, and the figures say how much. Each pair
// alternates its runs (``sampleAlternately(_:_:_:)``), as scenario 8 does.

/// How a host of the inspector scenarios is made.
enum InspectorAttachment {
    /// The designated initializer, no inspector argument.
    case none
    /// `inspector: nil`, which an app that inspects on demand passes when it does not.
    case off
    /// A ``WorkflowInspector`` attached.
    case on
}

extension WorkflowHost {
    /// A host of `workflow` made as `attachment` says.
    @MainActor static func made(_ workflow: WorkflowType, _ attachment: InspectorAttachment) -> WorkflowHost {
        switch attachment {
        case .none: WorkflowHost(workflow: workflow)
        case .off: WorkflowHost(workflow: workflow, inspector: nil)
        case .on: WorkflowHost(workflow: workflow, inspector: WorkflowInspector(name: "benchmark"))
        }
    }
}

/// Runs of `actions` counter actions each, timed per action, and a check that none was lost.
@MainActor func inspectedCounterRun(_ attachment: InspectorAttachment, actions: Int) -> (MeasuredRun, (Int) -> Void) {
    let host = WorkflowHost.made(CounterWorkflow(), attachment)
    let run: MeasuredRun = { measure in
        measure(perOperation: actions) {
            for _ in 0..<actions {
                host.rendering.onIncrement()
            }
        }
    }
    return (run, { runs in precondition(host.rendering.count == actions * runs, "the counter lost actions") })
}

/// Runs of one root action on the wide tree (1,000 leaves re-rendered), and a check of what it rendered.
@MainActor func inspectedRootRun(_ attachment: InspectorAttachment) -> (MeasuredRun, (Int) -> Void) {
    let host = WorkflowHost.made(TreeNode(shape: .wide), attachment)
    let run: MeasuredRun = { measure in measure { host.incrementRoot() } }
    return (
        run,
        { runs in
            precondition(
                host.rendering.checksum == HandWrittenTree.build(.wide, rootCount: runs).checksum, "the wide tree rendered a different tree"
            )
        }
    )
}

/// Alternates runs of `scenario` made as `baseline` and as `measured`, then checks both hosts.
@MainActor func inspectorPair(
    runs: Int, _ baseline: InspectorAttachment, _ measured: InspectorAttachment,
    _ scenario: (InspectorAttachment) -> (MeasuredRun, (Int) -> Void)
) -> (Samples, Samples) {
    let (baselineRun, baselineCheck) = scenario(baseline)
    let (measuredRun, measuredCheck) = scenario(measured)
    let samples = sampleAlternately(runs, baselineRun, measuredRun)
    baselineCheck(runs)
    measuredCheck(runs)
    return samples
}

/// Scenario 9's rows: the inspector off against no inspector (target ≤ 1.05×), and attached
/// against no inspector (no target: the price of watching, paid only while watching).
@MainActor func inspectorOverhead(quick: Bool) -> [Report.Row] {
    let runs = quick ? 10 : 60
    // The attached counter records every action (its diff as text), so its runs are shorter;
    // 60 runs of 1,000 stay under the recording's step limit of 100,000.
    let pairs: [(String, String, InspectorAttachment, () -> (Samples, Samples))] = [
        (
            "inspector: nil ÷ none, counter round trip", "ns", .off,
            { inspectorPair(runs: runs, .none, .off) { inspectedCounterRun($0, actions: counterActions) } }
        ),
        (
            "inspector: nil ÷ none, re-render after root action, wide", "µs", .off,
            { inspectorPair(runs: runs * 4, .none, .off, inspectedRootRun) }
        ),
        (
            "inspector attached ÷ none, counter round trip", "ns", .on,
            { inspectorPair(runs: runs, .none, .on) { inspectedCounterRun($0, actions: 1_000) } }
        ),
        (
            "inspector attached ÷ none, re-render after root action, wide", "µs", .on,
            { inspectorPair(runs: runs * 4, .none, .on, inspectedRootRun) }
        ),
    ]
    return pairs.map { name, unit, attachment, measure in
        let (baseline, measured) = measure()
        let ratio = measured.medianRatio(pairedWith: baseline)
        return Report.Row(
            scenario: "9. \(name)", samples: measured, unit: unit, ratio: ratio,
            target: attachment == .off ? .init(value: ratio, limit: 1.05, label: "≤ 1.05×") : nil,
            note: "none: median \(fixed(baseline.median.microseconds * (unit == "ns" ? 1_000 : 1), unit == "ns" ? 0 : 1)) \(unit)"
        )
    }
}
