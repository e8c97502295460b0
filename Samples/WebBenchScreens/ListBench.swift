public import Workflow
public import WorkflowUI
public import WorkflowWebUI

/// The load tool's long list (`workflow-web --bench list`): 1,000 rows and a button that
/// changes one of them per click (the next row each time), so that the patch shows what one
/// row's change costs on a large page.
///
/// The rows are kept compactly (`rows(_:tag:row:)`), the way to show a long list of plain
/// values: the server keeps the items and one id a row, and on a click compares each row's item
/// with the one it showed and declares only the changed row again. `--bench list-screens` shows
/// the same rows as `Equatable` child screens placed by key, which keeps a view per row.
public struct ListBenchWorkflow: Workflow {
    /// How many rows the list has.
    public static let rowCount = 1_000

    /// How the rows are declared.
    public enum Layout: Sendable {
        /// With `rows(_:tag:row:)`.
        case rows
        /// As `Equatable` child screens placed by key.
        case screens
    }

    /// How the rows are declared: compactly kept by default.
    public var layout: Layout

    /// A list declared with `layout`.
    public init(layout: Layout = .rows) {
        self.layout = layout
    }

    /// The rows, and how many clicks there were: each click changes the next row in turn.
    public struct State {
        var rows = (1...ListBenchWorkflow.rowCount).map { ListBenchRow(id: $0, changes: 0) }
        var clicks = 0
    }

    public func makeInitialState() -> State { State() }

    public func render(state: State, context: RenderContext<ListBenchWorkflow>) -> ListBenchScreen {
        let sink = context.makeSink(of: ChangeRow.self)
        return ListBenchScreen(rows: state.rows, layout: layout) { sink.send(ChangeRow()) }
    }

    /// Changes the next row: what each click sends.
    public struct ChangeRow: WorkflowAction {
        public func apply(toState state: inout State, context: ApplyContext<ListBenchWorkflow>) -> Never? {
            state.rows[state.clicks % ListBenchWorkflow.rowCount].changes += 1
            state.clicks += 1
            return nil
        }
    }
}

/// One row's values: its number and how many times it was changed.
public struct ListBenchRow: Equatable, Identifiable, Sendable {
    /// The row's number, from 1.
    public var id: Int
    /// How many times a click changed it.
    public var changes: Int
}

/// The list's page: the button marked for the load tool, then the rows as `layout` says.
public struct ListBenchScreen: WebScreen {
    /// The rows shown.
    public var rows: [ListBenchRow]
    /// How they are declared.
    public var layout: ListBenchWorkflow.Layout
    /// What the button does.
    public var onChangeRow: () -> Void

    public func webContent(in environment: ViewEnvironment) -> WebElement {
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
public struct ListBenchRowScreen: WebScreen, Equatable {
    /// The row's number.
    public var number: Int
    /// How many times it was changed.
    public var changes: Int

    public func webContent(in environment: ViewEnvironment) -> WebElement {
        li { "Row \(number): changed \(changes) times" }
    }
}
