import Workflow

// 10. What a save costs: `host.snapshot().bytes`, which a web session store writes after each
// action. A counter (the load tool's scenario) and a to-do list of 20 small structs, whose
// Codable conformance the state encoder walks field by field.

/// A snapshotting counter: its state is one `Int`.
struct SnapshottedCounter: SnapshottingWorkflow {
    func makeInitialState() -> Int { 41 }
    func render(state: Int, context: RenderContext<SnapshottedCounter>) -> Int { state }
}

/// A snapshotting to-do list of `count` items.
struct SnapshottedToDoList: SnapshottingWorkflow {
    struct Item: Codable {
        var id: Int
        var title: String
        var done: Bool
        var tags: [String]
    }

    var count: Int

    func makeInitialState() -> [Item] {
        (0..<count).map { Item(id: $0, title: "Item number \($0)", done: $0.isMultiple(of: 2), tags: ["home", "later"]) }
    }

    func render(state: [Item], context: RenderContext<SnapshottedToDoList>) -> Int { state.count }
}

/// The rows of scenario 10, each the time of one `snapshot().bytes`.
@MainActor func snapshotTimings(quick: Bool) -> [Report.Row] {
    let saves = quick ? 1_000 : 10_000
    let runs = quick ? 5 : 30
    func row<W: Workflow>(_ name: String, _ workflow: W) -> Report.Row {
        let host = WorkflowHost(workflow: workflow)
        var bytes = 0
        let samples = sample(runs) { measure in
            measure(perOperation: saves) {
                for _ in 0..<saves { bytes = host.snapshot().bytes.count }
            }
        }
        return Report.Row(scenario: "10. Snapshot as bytes, \(name)", samples: samples, unit: "µs", ratio: nil, note: "\(bytes) bytes")
    }
    return [row("counter", SnapshottedCounter()), row("to-do list of 20 items", SnapshottedToDoList(count: 20))]
}
