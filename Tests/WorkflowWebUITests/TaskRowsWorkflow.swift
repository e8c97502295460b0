import Workflow
import WorkflowUI
import WorkflowWebUI

/// A list of tasks kept as compact rows (`rows(_:tag:row:)`): each row shows its title and a
/// button that toggles it, and a done task's title is struck through (a row of another shape).
/// Tests change the state through the rendering, as actions would, and count how many rows
/// were declared.
struct TaskRowsWorkflow: Workflow {
    struct Task: Equatable, Identifiable {
        var id: Int
        var title: String
        var isDone = false
    }

    /// How the list is declared: as rows, as rows of plain strings (another item type), or as
    /// ordinary children.
    enum Layout: Equatable {
        case rows, titles, children
    }

    var initialTasks: [Task]
    /// Counts the rows declared, for tests of the work done per change.
    var declarations: DeclarationCounter

    struct State {
        var tasks: [Task]
        var layout = Layout.rows
    }

    func makeInitialState() -> State { State(tasks: initialTasks) }

    struct Rendering: WebScreen {
        var state: State
        var declarations: DeclarationCounter
        var change: (@escaping (inout State) -> Void) -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                h1("Tasks")
                switch state.layout {
                case .rows:
                    rows(state.tasks, tag: "ul") { task in
                        declarations.count += 1
                        return li {
                            if task.isDone {
                                element("s") { task.title }
                            } else {
                                span(task.title)
                            }
                            button("Toggle") { change { $0.toggle(task.id) } }
                        }
                        .class(task.isDone ? "task done" : "task")
                    }
                    .class("tasks")
                case .titles:
                    rows(state.tasks.map(\.title), key: { $0 }, tag: "ul") { title in li { title } }.class("tasks")
                case .children:
                    ul {
                        for task in state.tasks { li { task.title }.key(String(task.id)) }
                    }
                    .class("tasks")
                }
            }
        }
    }

    func render(state: State, context: RenderContext<TaskRowsWorkflow>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<TaskRowsWorkflow>.self)
        return Rendering(
            state: state, declarations: declarations,
            change: { edit in
                sink.send(
                    AnyWorkflowAction { state in
                        edit(&state); return nil
                    })
            })
    }
}

extension TaskRowsWorkflow.State {
    mutating func toggle(_ id: Int) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].isDone.toggle()
    }
}

/// How many times something was done, shared between a test and the screens it renders.
final class DeclarationCounter {
    var count = 0
}
