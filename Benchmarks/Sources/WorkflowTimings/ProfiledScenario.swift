import BenchmarkWorkflows
import Workflow

/// One scenario's work alone, repeated, for a profiler to count.
enum ProfiledScenario: String, CaseIterable {
    case counter
    case wideInitial = "wide-initial"
    case deepInitial = "deep-initial"
    case wideReRender = "wide-rerender"
    case deepReRender = "deep-rerender"
    case partialLeaf = "partial-leaf"

    /// Runs the scenario with `configuration` (every option off unless `--partial` is given;
    /// `partial-leaf` always renders partially).
    @MainActor
    func run(_ configuration: RuntimeConfiguration) {
        switch self {
        case .counter:
            let host = WorkflowHost(workflow: CounterWorkflow(), configuration: configuration)
            for _ in 0..<10_000 { host.rendering.onIncrement() }
        case .wideInitial, .deepInitial:
            for _ in 0..<10 { _ = WorkflowHost(workflow: TreeNode(shape: self == .wideInitial ? .wide : .deep), configuration: configuration) }
        case .wideReRender, .deepReRender:
            let host = WorkflowHost(workflow: TreeNode(shape: self == .wideReRender ? .wide : .deep), configuration: configuration)
            for _ in 0..<10 { host.incrementRoot() }
        case .partialLeaf:
            let host = WorkflowHost(workflow: TreeNode(shape: .bushy), configuration: RuntimeConfiguration(partialTreeRendering: true))
            for _ in 0..<1_000 { host.increment(at: TreeShape.bushy.pathToLastLeaf) }
        }
    }
}
