public import Workflow
public import WorkflowUI
public import WorkflowWebUI

/// The load tool's counter (`workflow-web --bench counter`): one line of text and the button
/// the tool clicks, so that each click is the smallest patch there is, one text change.
///
/// A library of its own so that `workflow-web` serves it and `workflow-timings --web` (scenario
/// 11 of `docs/benchmarks.md`) times a click on it without sockets: the same screen both ways.
public struct CounterBenchWorkflow: Workflow {
    /// A counter at zero.
    public init() {}

    public func makeInitialState() -> Int { 0 }

    public func render(state: Int, context: RenderContext<CounterBenchWorkflow>) -> CounterBenchScreen {
        let sink = context.makeSink(of: Increment.self)
        return CounterBenchScreen(count: state) { sink.send(Increment()) }
    }

    /// Adds one to the count: what each click sends.
    public struct Increment: WorkflowAction {
        public func apply(toState state: inout Int, context: ApplyContext<CounterBenchWorkflow>) -> Never? {
            state += 1
            return nil
        }
    }
}

/// The counter's page: `Count: N` in a paragraph and the button marked for the load tool.
public struct CounterBenchScreen: WebScreen {
    /// The count shown.
    public var count: Int
    /// What the button does.
    public var onIncrement: () -> Void

    public func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            p("Count: \(count)")
            // The mark the load tool looks for in the page to find what to click.
            button("Increment", onClick: onIncrement).attribute("data-load-target", "")
        }
    }
}

// Its state (the count) is stored with each session, so a session restored on another node
// (the chaos test kills nodes) goes on from where it was.
extension CounterBenchWorkflow: SnapshottingWorkflow {}
