import Workflow
import WorkflowUI
import WorkflowWebUI

/// A screen showing a count and a button.
struct CountScreen: WebScreen {
    var count: Int
    var onIncrement: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            p("Count: \(count)")
            button("Increment", onClick: onIncrement)
        }
        .class("counter")
    }
}

/// A list of rows, keyed by their text, and a field.
struct RowsScreen: WebScreen {
    var rows: [String]
    var selected: String?
    var field: String
    var onSelect: (String) -> Void
    var onType: (String) -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            textField(value: field, placeholder: "Filter", onInput: onType)
            ul {
                for row in rows {
                    element("li") { row }
                        .class(row == selected ? "row selected" : "row")
                        .onClick { onSelect(row) }
                        .key(row)
                }
            }
        }
    }
}

/// Whatever screen the test sets, through the sink in its rendering.
struct ScreenSwitcher: Workflow {
    typealias State = Choice

    enum Choice: Equatable {
        case count(Int)
        case rows([String], selected: String?, field: String)
    }

    func makeInitialState() -> Choice { .count(0) }

    struct Rendering: Screen, WebScreen {
        var choice: Choice
        var set: (Choice) -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                switch choice {
                case .count(let count):
                    WebNode.screen(CountScreen(count: count, onIncrement: { set(.count(count + 1)) }))
                case .rows(let rows, let selected, let field):
                    WebNode.screen(
                        RowsScreen(
                            rows: rows, selected: selected, field: field,
                            onSelect: { set(.rows(rows, selected: $0, field: field)) },
                            onType: { set(.rows(rows, selected: selected, field: $0.trimmingSpaces())) }
                        ))
                }
            }
            .class("switcher")
        }
    }

    func render(state: Choice, context: RenderContext<ScreenSwitcher>) -> Rendering {
        let sink = context.makeSink(of: Choose.self)
        return Rendering(choice: state, set: { sink.send(Choose(choice: $0)) })
    }

    struct Choose: WorkflowAction {
        typealias WorkflowType = ScreenSwitcher
        var choice: Choice

        func apply(toState state: inout Choice, context: ApplyContext<ScreenSwitcher>) -> Never? {
            state = choice
            return nil
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

/// Runs a web session the way a page would: joins, sends events, applies every patch to its
/// own model of the page, and checks after each one that the model matches a fresh page.
@MainActor
final class PageHarness<W: Workflow> where W.Rendering: Screen {
    let session: WebSession<W>
    private(set) var messages: [ServerMessage] = []
    private(set) var page: PageNode
    private var eventNumber = 0
    static var token: String { "test-token" }

    init(_ workflow: W, environment: ViewEnvironment = .empty) throws {
        session = WebSession(workflow: workflow, environment: environment)
        let root = PageNode(tag: "#root")
        root.children = try PageParser.parse(session.pageHTML)
        page = root
        session.onMessage = { [unowned self] message in messages.append(message) }
        try session.receive(.join(token: Self.token, sequence: session.currentSequence, epoch: session.epoch), expectedToken: Self.token)
    }

    /// The id of the first element whose text (or a descendant's) is `text`.
    func id(ofElementWithText text: String) -> Int? {
        func search(_ node: PageNode) -> Int? {
            if node.children.contains(where: { $0.tag == nil && $0.text == text }), let id = node.attributes["data-wf"] { return Int(id) }
            for child in node.children { if let found = search(child) { return found } }
            return nil
        }
        return search(page)
    }

    /// Sends an event and applies the patches it caused; returns them.
    @discardableResult
    func send(_ event: String, to target: Int, value: String? = nil) throws -> [ServerMessage] {
        let before = messages.count
        eventNumber += 1
        try session.receive(.event(number: eventNumber, target: target, event: event, value: value), expectedToken: Self.token)
        let new = Array(messages[before...])
        try applyAndCheck(new)
        return new
    }

    /// Applies patches that arrived without an event (a worker's, a host update's).
    func applyAndCheck(_ new: [ServerMessage]) throws {
        var latest: Int?
        for message in new {
            if case .patch(let sequence, _, let operations) = message {
                try page.apply(operations)
                latest = sequence
            }
        }
        // Reported as the page's script does, so that flow control never holds a patch back
        // from a test that makes many.
        if let latest { try session.receive(.seen(sequence: latest), expectedToken: Self.token) }
        let fresh = PageNode(tag: "#root")
        fresh.children = try PageParser.parse(session.pageHTML)
        // The numbers on the root are the page's own bookkeeping, not content.
        for bookkeeping in ["data-wf-seq", "data-wf-ack"] {
            fresh.children.first?.attributes[bookkeeping] = nil
            page.children.first?.attributes[bookkeeping] = nil
        }
        guard page == fresh else { throw PageMismatch(patched: page.description, fresh: fresh.description) }
    }

    /// Messages since the join.
    func messages(after count: Int) -> [ServerMessage] { Array(messages[count...]) }
}

struct PageMismatch: Error, CustomStringConvertible {
    var patched: String
    var fresh: String
    var description: String { "patched page:\n\(patched)\nfresh page:\n\(fresh)" }
}

/// Containers in one workflow: a back stack whose top frame can be a modal over it, and tabs.
struct ContainerHarnessWorkflow: Workflow {
    struct State: Equatable {
        var depth = 1
        var showsModal = false
        var selectedTab = 0
    }

    func makeInitialState() -> State { State() }

    struct Rendering: WebScreen {
        var screen: AnyScreen
        var push: () -> Void
        var showModal: () -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div { WebNode.screen(screen) }.class("harness")
        }
    }

    func render(state: State, context: RenderContext<ContainerHarnessWorkflow>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<ContainerHarnessWorkflow>.self)
        let frames = (1...state.depth).map { level in
            BackStackScreen.Frame(CountScreen(count: level, onIncrement: {}), key: "\(level)")
        }
        let stack = BackStackScreen(
            bottom: frames[0], above: Array(frames.dropFirst()),
            onGoBack: {
                sink.send(
                    AnyWorkflowAction {
                        $0.depth -= 1; return nil
                    })
            }
        )
        let tabs = TabScreen(
            tabs: [.init(title: "Stack", screen: stack), .init(title: "Other", screen: CountScreen(count: 99, onIncrement: {}))],
            selectedIndex: state.selectedTab,
            onSelect: { index in
                sink.send(
                    AnyWorkflowAction {
                        $0.selectedTab = index; return nil
                    })
            }
        )
        let overlays =
            state.showsModal
            ? [
                Overlay(
                    CountScreen(count: -1, onIncrement: {}),
                    onDismiss: {
                        sink.send(
                            AnyWorkflowAction {
                                $0.showsModal = false; return nil
                            })
                    })
            ]
            : []
        return Rendering(
            screen: AnyScreen(BodyAndOverlaysScreen(body: tabs, overlays: overlays)),
            push: {
                sink.send(
                    AnyWorkflowAction {
                        $0.depth += 1; return nil
                    })
            },
            showModal: {
                sink.send(
                    AnyWorkflowAction {
                        $0.showsModal = true; return nil
                    })
            }
        )
    }
}
