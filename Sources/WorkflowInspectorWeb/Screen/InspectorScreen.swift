public import WorkflowUI
public import WorkflowWebUI
import WorkflowInspector

/// The inspector page: a header (sessions, search, filter, time travel, recordings), then three
/// panes — the tree, the log and the details of what is picked — that the keyboard drives.
public struct InspectorScreen: WebScreen {
    let page: InspectorPageState
    let send: (InspectorPageAction) -> Void

    /// The page, one top element with the panes below the header.
    public func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            header
            if let message = page.message {
                p(message).class("message").attribute("role", "alert")
            }
            div {
                treePane
                logPane
                detailPane
            }
            .class("panes")
            .attribute("tabindex", "0")
            .attribute("aria-label", "Inspector panes: arrow keys pick and travel, Enter jumps, Escape returns to live")
            .onKeyDown { send(.key($0)) }
        }
        .class("inspector")
    }

    // MARK: Header

    private var header: WebElement {
        let snapshot = page.snapshot
        let session = page.session
        return div {
            h1("Workflow Inspector")
            nav {
                for (index, inspector) in page.sessions.enumerated() {
                    button(inspector.name) { send(.chooseSession(index)) }
                        .class(index == session ? "session chosen" : "session")
                        .key("session \(index)")
                }
            }
            .class("sessions")
            div {
                textField(value: page.search, placeholder: "Search the log") { send(.search($0)) }.class("search")
                for filter in InspectorPageState.LogFilter.allCases {
                    button(filter.rawValue) { send(.filter(filter)) }
                        .class(filter == page.filter ? "filter chosen" : "filter")
                        .key(filter.rawValue)
                }
            }
            .class("tools")
            div {
                button("⇤ Start") { send(.travel(to: 0)) }
                button("◀ Back") { send(.key("ArrowLeft")) }
                button("Forward ▶") { send(.key("ArrowRight")) }
                button("Live ⇥") { send(.travel(to: nil)) }.class(page.travelStep == nil ? "live chosen" : "live")
                span(travelText).class("travel-status").attribute("aria-live", "polite")
            }
            .class("travel")
            div {
                element("a") { "Export JSON" }
                    .attribute("href", "recording.json?session=\(session)")
                    .attribute("download", "\(page.inspector.name).recording.json")
                button("Make a test") { send(.makeTest) }
                textField(value: page.importText, placeholder: "Paste a recording's JSON to import") { send(.editImport($0)) }.class(
                    "import")
                button("Import") { send(.startImport) }
                span(
                    "\(snapshot.stepCount) step\(snapshot.stepCount == 1 ? "" : "s") · \(snapshot.events.count) events kept\(snapshot.droppedEvents > 0 ? " (\(snapshot.droppedEvents) older dropped)" : "")"
                )
                .class("counts")
            }
            .class("recording")
        }
        .class("header")
    }

    private var travelText: String {
        let count = page.snapshot.stepCount
        guard let step = page.travelStep else { return "Live: step \(count) of \(count)" }
        let loading = page.frame?.step == step ? "" : " (replaying…)"
        return "Time travel: step \(step) of \(count), replayed in a host of its own; the app stays live\(loading)"
    }

    // MARK: Tree

    private var treePane: WebElement {
        let rows = page.shownTree?.flattened ?? []
        return section {
            h2(page.travelStep == nil ? "Tree" : "Tree at step \(page.travelStep ?? 0)")
            ul {
                for row in rows {
                    li {
                        span(row.node.title).class("type")
                        if row.node.worker == nil {
                            span(row.node.stateSummary).class("state")
                        }
                        span("×\(row.node.renderCount)").class("renders").attribute("title", "renders since it started")
                    }
                    .class(treeRowClass(row.node))
                    .attribute("style", "padding-left: \(0.4 + Double(row.depth) * 1.1)em")
                    .key("node \(row.node.id)")
                    .onClick { send(.selectNode(row.node.id)) }
                }
            }
            .class("tree")
        }
        .class("pane tree-pane")
    }

    private func treeRowClass(_ node: InspectorNode) -> String {
        var names = ["node"]
        if node.renderedInLastUpdate { names.append("fresh") }
        if node.worker != nil { names.append("worker") }
        if node.id == page.selectedNode { names.append("selected") }
        return names.joined(separator: " ")
    }

    // MARK: Log

    /// The most rows the log lists; the search finds older ones.
    static let logRowLimit = 400

    private var logPane: WebElement {
        let events = page.visibleEvents
        let shown = events.suffix(Self.logRowLimit)
        return section {
            h2("Log")
            if events.count > shown.count {
                p("\(events.count - shown.count) older events match; search to narrow them down.").class("hint")
            }
            element("ol") {
                for event in shown {
                    li {
                        span("#\(event.id)").class("event-id")
                        span(event.step.map { "step \($0)" } ?? "").class("step")
                        span(event.summary).class("summary")
                    }
                    .class(logRowClass(event))
                    .key("event \(event.id)")
                    .onClick { send(.selectEvent(event.id)) }
                }
            }
            .class("log")
        }
        .class("pane log-pane")
    }

    private func logRowClass(_ event: InspectorEvent) -> String {
        var names = ["event", event.kindName]
        if event.id == page.selectedEvent { names.append("selected") }
        if let step = event.step, let travel = page.travelStep, step >= travel { names.append("future") }
        return names.joined(separator: " ")
    }

    // MARK: Detail

    private var detailPane: WebElement {
        section {
            h2("Detail")
            InspectorDetail(page: page, send: send).content
        }
        .class("pane detail-pane")
    }
}

extension InspectorEvent {
    /// The class that colours the event's row by kind.
    var kindName: String {
        switch kind {
        case .action: "action"
        case .propsChanged: "props"
        case .started: "started"
        case .ended: "ended"
        case .diagnostic: "diagnostic"
        }
    }
}
