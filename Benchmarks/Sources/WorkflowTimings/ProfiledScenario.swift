import BenchmarkWorkflows
import WebBenchScreens
import Workflow
import WorkflowUI

/// One scenario's work alone, repeated, for a profiler to count.
enum ProfiledScenario: String, CaseIterable {
    case counter
    case wideInitial = "wide-initial"
    case deepInitial = "deep-initial"
    case wideReRender = "wide-rerender"
    case deepReRender = "deep-rerender"
    case partialLeaf = "partial-leaf"
    case fullFrame = "full-frame"
    case oneCellFresh = "one-cell-fresh"
    case keystrokeList = "keystroke-list"
    case keystrokeItem = "keystroke-item"
    case webCounter = "web-counter"
    case webList = "web-list"

    /// Runs the scenario with `configuration` (every option off unless `--partial` is given;
    /// `partial-leaf` always renders partially, and the web scenarios run with the runtime's
    /// default options, as the server's sessions do). The terminal and web scenarios repeat
    /// their operation (a web scenario's is a click) `operations` times, so that two runs with
    /// different counts give the cost of one.
    @MainActor
    func run(_ configuration: RuntimeConfiguration, operations: Int) {
        switch self {
        case .counter:
            let host = WorkflowHost(workflow: CounterWorkflow(), configuration: configuration)
            for _ in 0..<10_000 { host.rendering.onIncrement() }
        case .wideInitial, .deepInitial:
            for _ in 0..<10 {
                _ = WorkflowHost(workflow: TreeNode(shape: self == .wideInitial ? .wide : .deep), configuration: configuration)
            }
        case .wideReRender, .deepReRender:
            let host = WorkflowHost(workflow: TreeNode(shape: self == .wideReRender ? .wide : .deep), configuration: configuration)
            for _ in 0..<10 { host.incrementRoot() }
        case .partialLeaf:
            let host = WorkflowHost(workflow: TreeNode(shape: .bushy), configuration: RuntimeConfiguration(partialTreeRendering: true))
            for _ in 0..<1_000 { host.increment(at: TreeShape.bushy.pathToLastLeaf) }
        case .fullFrame: repeatStep(.fullFrame, operations)
        case .oneCellFresh: repeatStep(.oneCellFresh, operations)
        case .keystrokeList: repeatStep(.keystrokeList, operations)
        case .keystrokeItem: repeatStep(.keystrokeItem, operations)
        case .webCounter: click(CounterBenchWorkflow(), operations)
        case .webList: click(ListBenchWorkflow(), operations)
        }
    }

    @MainActor
    private func click<W: Workflow>(_ workflow: W, _ operations: Int) where W.Rendering: Screen {
        let clicker = WebClicker(workflow)
        for _ in 0..<operations { clicker.click() }
    }

    @MainActor
    private func repeatStep(_ step: TerminalStep, _ operations: Int) {
        let operation = step.prepare()
        for _ in 0..<operations { blackHole(operation()) }
    }
}
