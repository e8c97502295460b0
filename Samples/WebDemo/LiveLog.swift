#if WebServer
import Workflow
import WorkflowUI
import WorkflowWebUI

/// A live log (`workflow-web --sample log`): lines stream to the page and are not kept on the
/// server. While following, a timer adds a line every half second; the buttons append, prepend,
/// edit and remove by key, and the page keeps the latest 20 lines.
struct LiveLogWorkflow: Workflow {
    /// How many lines the page keeps.
    static let limit = 20

    struct Line: Identifiable {
        var id: Int
        var text: String
    }

    struct State {
        /// The lines on their way to the page: a handful at most between two renderings.
        var lines = WebStream<Line>()
        /// The number the next line gets, which is also its key.
        var next = 1
        /// The newest line's number and text, for the Edit and Remove buttons.
        var newest: Line?
        var draft = ""
        var isFollowing = false
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<LiveLogWorkflow>) -> LiveLogScreen {
        if state.isFollowing {
            TimerWorker(every: .milliseconds(500), clock: ContinuousClock())
                .mapOutput { _ in
                    AnyWorkflowAction<LiveLogWorkflow> { state in
                        Self.add("tick \(state.next)", to: &state, atEnd: true)
                        return nil
                    }
                }
                .running(in: context, key: "follow")
        }
        let sink = context.makeSink(of: AnyWorkflowAction<LiveLogWorkflow>.self)
        let change = { (edit: @escaping (inout State) -> Void) in
            sink.send(
                AnyWorkflowAction { state in
                    edit(&state); return nil
                })
        }
        return LiveLogScreen(
            lines: state.lines,
            draft: state.draft,
            isFollowing: state.isFollowing,
            hasNewest: state.newest != nil,
            onType: { text in change { $0.draft = text } },
            onAppend: { change { Self.add($0.draft.isEmpty ? "line \($0.next)" : $0.draft, to: &$0, atEnd: true) } },
            onPrepend: { change { Self.add("line \($0.next)", to: &$0, atEnd: false) } },
            onAppendMany: { change { state in for _ in 0..<25 { Self.add("line \(state.next)", to: &state, atEnd: true) } } },
            onEditNewest: {
                change { state in
                    guard var line = state.newest else { return }
                    line.text += " (edited)"
                    state.newest = line
                    state.lines.update(line)
                }
            },
            onRemoveNewest: {
                change { state in
                    guard let line = state.newest else { return }
                    state.lines.remove(key: String(line.id))
                    state.newest = nil
                }
            },
            onClear: {
                change {
                    $0.lines.reset(); $0.newest = nil
                }
            },
            onFollow: { change { $0.isFollowing.toggle() } }
        )
    }

    /// Queues a new line; only its number and the newest line stay in the state.
    private static func add(_ text: String, to state: inout State, atEnd: Bool) {
        let line = Line(id: state.next, text: text)
        state.next += 1
        state.newest = line
        if atEnd { state.lines.append(line) } else { state.lines.prepend(line) }
    }
}

struct LiveLogScreen: WebScreen {
    var lines: WebStream<LiveLogWorkflow.Line>
    var draft: String
    var isFollowing: Bool
    var hasNewest: Bool
    var onType: (String) -> Void
    var onAppend: () -> Void
    var onPrepend: () -> Void
    var onAppendMany: () -> Void
    var onEditNewest: () -> Void
    var onRemoveNewest: () -> Void
    var onClear: () -> Void
    var onFollow: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            h1("Live log")
            p("Lines are sent to the page and not kept on the server; the page keeps the latest \(LiveLogWorkflow.limit).")
            div {
                textField(value: draft, placeholder: "A line to append", onInput: onType).class("draft")
                button("Append", onClick: onAppend).class("primary")
                button("Prepend", onClick: onPrepend)
                button("Append 25", onClick: onAppendMany)
                button("Edit newest", onClick: onEditNewest).flag("disabled", !hasNewest)
                button("Remove newest", onClick: onRemoveNewest).flag("disabled", !hasNewest)
                button("Clear", onClick: onClear)
                button(isFollowing ? "Stop following" : "Follow", onClick: onFollow)
            }
            .class("actions")
            stream(lines, tag: "ol", limit: LiveLogWorkflow.limit) { line in
                li { line.text }
            }
            .class("log")
        }
        .class("card")
    }
}
#endif
