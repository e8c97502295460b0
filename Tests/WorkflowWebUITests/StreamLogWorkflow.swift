import Workflow
import WorkflowUI
import WorkflowWebUI

/// A log whose lines are a stream: tests change the stream through the rendering, as actions
/// would, and each change is one rendering.
struct StreamLogWorkflow: Workflow {
    var limit: Int?
    /// Lines appended in the initial state, before any page is written.
    var initialLines: [Line] = []

    struct Line: Identifiable {
        var id: Int
        var text: String
    }

    struct State {
        var lines = WebStream<Line>()
        var title = "Log"
    }

    func makeInitialState() -> State {
        let state = State()
        state.lines.append(contentsOf: initialLines)
        return state
    }

    struct Rendering: WebScreen {
        var lines: WebStream<Line>
        var title: String
        var limit: Int?
        var change: (@escaping (inout State) -> Void) -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                h1(title)
                stream(lines, tag: "ul", limit: limit) { line in
                    element("li") { line.text }.class("line")
                }
                .class("log")
            }
        }
    }

    func render(state: State, context: RenderContext<StreamLogWorkflow>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<StreamLogWorkflow>.self)
        return Rendering(
            lines: state.lines, title: state.title, limit: limit,
            change: { edit in
                sink.send(
                    AnyWorkflowAction { state in
                        edit(&state); return nil
                    })
            })
    }
}
