#if WebServer
import Workflow
import WorkflowUI
import WorkflowWebUI

/// The load tool's long list (`workflow-web --bench list`): 1,000 rows and a button that
/// changes one of them per click (the next row each time), so that the patch shows what one
/// row's change costs on a large page.
///
/// Each row is an `Equatable` screen placed by key, the way to make a long list cheap: on a
/// click the list is declared again, but only the changed row is described and diffed; every
/// other row costs a comparison with the row its view shows.
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
                    WebNode.screen(ListBenchRowScreen(number: row + 1, changes: count), key: String(row))
                }
            }
        }
    }
}

/// One row of the list: its values only, so Swift's synthesized `==` tells whether its view
/// needs to change.
struct ListBenchRowScreen: WebScreen, Equatable {
    var number: Int
    var changes: Int

    func webContent(in environment: ViewEnvironment) -> WebElement {
        li { "Row \(number): changed \(changes) times" }
    }
}
#endif
