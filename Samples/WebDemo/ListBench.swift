#if WebServer
import Workflow
import WorkflowUI
import WorkflowWebUI

/// The load tool's long list (`workflow-web --bench list`): 1,000 rows and a button that
/// changes one of them per click (the next row each time), so that the patch shows what one
/// row's change costs on a large page.
///
/// The rows are kept compactly (`rows(_:tag:row:)`), the way to show a long list of plain
/// values: the server keeps the items and one id a row, and on a click compares each row's item
/// with the one it showed and declares only the changed row again. `--bench list-screens` shows
/// the same rows as `Equatable` child screens placed by key, which keeps a view per row.
struct ListBenchWorkflow: Workflow {
    static let rowCount = 1_000

    /// How the rows are declared.
    enum Layout {
        /// With `rows(_:tag:row:)`.
        case rows
        /// As `Equatable` child screens placed by key.
        case screens
    }

    var layout: Layout = .rows

    struct State {
        var rows = (1...ListBenchWorkflow.rowCount).map { ListBenchRow(id: $0, changes: 0) }
        var clicks = 0
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ListBenchWorkflow>) -> ListBenchScreen {
        let sink = context.makeSink(of: ChangeRow.self)
        return ListBenchScreen(rows: state.rows, layout: layout) { sink.send(ChangeRow()) }
    }

    struct ChangeRow: WorkflowAction {
        func apply(toState state: inout State, context: ApplyContext<ListBenchWorkflow>) -> Never? {
            state.rows[state.clicks % ListBenchWorkflow.rowCount].changes += 1
            state.clicks += 1
            return nil
        }
    }
}

/// One row's values: its number and how many times it was changed.
struct ListBenchRow: Equatable, Identifiable {
    var id: Int
    var changes: Int
}

struct ListBenchScreen: WebScreen {
    var rows: [ListBenchRow]
    var layout: ListBenchWorkflow.Layout
    var onChangeRow: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            button("Change a row", onClick: onChangeRow).attribute("data-load-target", "")
            switch layout {
            case .rows:
                WorkflowWebUI.rows(rows, tag: "ul") { row in
                    li { "Row \(row.id): changed \(row.changes) times" }
                }
            case .screens:
                ul {
                    for row in rows {
                        WebNode.screen(ListBenchRowScreen(number: row.id, changes: row.changes), key: String(row.id))
                    }
                }
            }
        }
    }
}

/// One row of the list as a screen: its values only, so Swift's synthesized `==` tells whether
/// its view needs to change.
struct ListBenchRowScreen: WebScreen, Equatable {
    var number: Int
    var changes: Int

    func webContent(in environment: ViewEnvironment) -> WebElement {
        li { "Row \(number): changed \(changes) times" }
    }
}
#endif
