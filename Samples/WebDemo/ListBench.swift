#if WebServer
import Workflow
import WorkflowUI
import WorkflowWebUI

/// The load tool's long list (`workflow-web --bench list`): 1,000 rows and a button that
/// changes one of them per click (the next row each time), so that the patch shows what one
/// row's change costs on a large page.
struct ListBenchWorkflow: Workflow {
    static let rowCount = 1_000

    struct State {
        /// How many times each row was changed.
        var changes = [Int](repeating: 0, count: ListBenchWorkflow.rowCount)
        var clicks = 0
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ListBenchWorkflow>) -> ListBenchScreen {
        let sink = context.makeSink(of: ChangeRow.self)
        return ListBenchScreen(changes: state.changes) { sink.send(ChangeRow()) }
    }

    struct ChangeRow: WorkflowAction {
        func apply(toState state: inout State, context: ApplyContext<ListBenchWorkflow>) -> Never? {
            state.changes[state.clicks % ListBenchWorkflow.rowCount] += 1
            state.clicks += 1
            return nil
        }
    }
}

struct ListBenchScreen: WebScreen {
    var changes: [Int]
    var onChangeRow: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            button("Change a row", onClick: onChangeRow).attribute("data-load-target", "")
            ul {
                for (row, count) in changes.enumerated() {
                    li { "Row \(row + 1): changed \(count) times" }.key(String(row))
                }
            }
        }
    }
}
#endif
