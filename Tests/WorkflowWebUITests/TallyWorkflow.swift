import Workflow
import WorkflowUI
import WorkflowWebUI

/// Named counters: a field and an Add button make a row; each row counts up or goes away.
/// Its state is snapshotted, so a session of it can be restored.
struct TallyWorkflow: SnapshottingWorkflow {
    struct Row: Codable, Equatable {
        var name: String
        var count: Int
    }

    struct State: Codable, Equatable {
        var rows: [Row] = []
        var draft = ""
    }

    func makeInitialState() -> State { State() }

    struct Rendering: WebScreen {
        var state: State
        var change: (@escaping (inout State) -> Void) -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                textField(value: state.draft, placeholder: "Name", onInput: { text in change { $0.draft = text } })
                button("Add") {
                    change { state in
                        guard !state.draft.isEmpty else { return }
                        state.rows.append(Row(name: state.draft, count: 0))
                        state.draft = ""
                    }
                }
                ul {
                    for row in state.rows {
                        li {
                            span("\(row.name): \(row.count)")
                            button("+1 \(row.name)") {
                                change { state in
                                    if let index = state.rows.firstIndex(where: { $0.name == row.name }) { state.rows[index].count += 1 }
                                }
                            }
                            button("Remove \(row.name)") { change { $0.rows.removeAll { $0.name == row.name } } }
                        }
                        .key(row.name)
                    }
                }
            }
        }
    }

    func render(state: State, context: RenderContext<TallyWorkflow>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<TallyWorkflow>.self)
        return Rendering(
            state: state,
            change: { edit in
                sink.send(
                    AnyWorkflowAction { state in
                        edit(&state); return nil
                    })
            })
    }
}
