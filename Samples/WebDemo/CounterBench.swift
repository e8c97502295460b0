#if WebServer
import Workflow
import WorkflowUI
import WorkflowWebUI

/// The load tool's counter (`workflow-web --bench counter`): one line of text and the button
/// the tool clicks, so that each click is the smallest patch there is, one text change.
struct CounterBenchWorkflow: Workflow {
    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<CounterBenchWorkflow>) -> CounterBenchScreen {
        let sink = context.makeSink(of: Increment.self)
        return CounterBenchScreen(count: state) { sink.send(Increment()) }
    }

    struct Increment: WorkflowAction {
        func apply(toState state: inout Int, context: ApplyContext<CounterBenchWorkflow>) -> Never? {
            state += 1
            return nil
        }
    }
}

struct CounterBenchScreen: WebScreen {
    var count: Int
    var onIncrement: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
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
#endif
