#if WebServer
import WebBenchScreens
import Workflow
import WorkflowUI
import WorkflowWebUI

/// The load tool's long list as a stream (`workflow-web --bench list-stream`): the same 1,000
/// rows and "Change a row" button as `--bench list`, but the rows are a ``WebStream``.
///
/// The way to show a long list when the server should keep none of it: the first page carries
/// every row, and a click sends the one changed row (an `update` by key); nothing is declared,
/// compared or kept per row on the server. The state keeps only what the app needs (here, how
/// often each row was changed), as a real app keeps its model. The price: the server cannot
/// diff inside a row, and a row's handlers are not kept, so a stream's rows are display-only
/// (their buttons would go through the page's own elements, outside the stream).
struct ListStreamBenchWorkflow: Workflow {
    struct Row: Identifiable {
        var id: Int
        var changes: Int
    }

    struct State {
        var rows = WebStream<Row>()
        /// How many times each row was changed.
        var changes = [Int](repeating: 0, count: ListBenchWorkflow.rowCount)
        var clicks = 0
    }

    func makeInitialState() -> State {
        let state = State()
        // A WebStream is a queue the view empties: the rows go out with the first patch.
        state.rows.append(contentsOf: (1...ListBenchWorkflow.rowCount).map { Row(id: $0, changes: 0) })
        return state
    }

    func render(state: State, context: RenderContext<ListStreamBenchWorkflow>) -> ListStreamBenchScreen {
        let sink = context.makeSink(of: ChangeRow.self)
        return ListStreamBenchScreen(rows: state.rows) { sink.send(ChangeRow()) }
    }

    struct ChangeRow: WorkflowAction {
        func apply(toState state: inout State, context: ApplyContext<ListStreamBenchWorkflow>) -> Never? {
            let index = state.clicks % ListBenchWorkflow.rowCount
            state.changes[index] += 1
            state.clicks += 1
            state.rows.update(Row(id: index + 1, changes: state.changes[index]))
            return nil
        }
    }
}

struct ListStreamBenchScreen: WebScreen {
    var rows: WebStream<ListStreamBenchWorkflow.Row>
    var onChangeRow: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            button("Change a row", onClick: onChangeRow).attribute("data-load-target", "")
            stream(rows, tag: "ul") { row in
                li { "Row \(row.id): changed \(row.changes) times" }
            }
        }
    }
}
#endif
