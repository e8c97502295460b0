import WorkflowInspector
import WorkflowWebUI

/// The detail pane's content: a test made from the recording, the picked event (an action's
/// diff, output and renders), the picked node, or the replayed rendering while travelling.
struct InspectorDetail {
    let page: InspectorPageState
    let send: (InspectorPageAction) -> Void

    var content: WebElement {
        if let source = page.testSource {
            return div {
                p("A Swift Testing test that replays this recording and expects the tree and rendering after it:")
                element("a") { "Download the test" }
                    .attribute("href", "test.swift?session=\(page.session)")
                    .attribute("download", "InspectorRecordingTests.swift")
                element("pre") { source }.class("code")
            }
        }
        if let id = page.selectedEvent, let event = page.snapshot.events.first(where: { $0.id == id }) {
            return eventDetail(event)
        }
        if let id = page.selectedNode, let node = page.shownTree?.node(withID: id) {
            return nodeDetail(node)
        }
        if page.travelStep != nil, let frame = page.frame {
            return div {
                p("The rendering after step \(frame.step):")
                element("pre") { frame.rendering }.class("code")
            }
        }
        return p("Pick an event in the log or a node in the tree (↑/↓ and [ ]); ←/→ travel in time.").class("hint")
    }

    private func eventDetail(_ event: InspectorEvent) -> WebElement {
        switch event.kind {
        case .action(let action):
            let renders = action.renderedNodeIDs.map { id in page.snapshot.tree?.node(withID: id)?.title ?? "#\(id)" }
            return div {
                field("Action", action.action)
                field("Type", action.actionType)
                field("Node", "\(action.workflowType) #\(action.nodeID) — \(action.nodePath)")
                field("Source", sourceText(action.source))
                if let step = action.step {
                    div {
                        span("Step \(step)")
                        button("Show the app after it") { send(.travel(to: step + 1)) }
                    }
                    .class("field")
                }
                h2("State diff")
                diff(action.diff)
                field("Output", action.output ?? "none")
                field(
                    "Renders caused",
                    renders.isEmpty
                        ? "none (no render pass ran)"
                        : renders.joined(separator: ", ")
                            + (action.renderDuration.map { " in \(Self.milliseconds($0))" } ?? "")
                )
                h2("State after")
                element("pre") { action.stateAfter }.class("code")
            }
        case .propsChanged(let step, let workflow):
            return div {
                field("New root props", workflow)
                field("Step", step.map(String.init) ?? "not kept")
            }
        case .started(let lifetime), .ended(let lifetime):
            return div {
                field(lifetime.kind == .sideEffect ? "Side effect" : lifetime.kind == .worker ? "Worker" : "Workflow", lifetime.name)
                field("Node", "#\(lifetime.nodeID)")
                field("Started", Self.milliseconds(lifetime.started))
                field("Ended", lifetime.ended.map(Self.milliseconds) ?? "still running")
            }
        case .diagnostic(let message):
            return div { field("Runtime diagnostic", message) }
        }
    }

    private func nodeDetail(_ node: InspectorNode) -> WebElement {
        div {
            field("Node", "\(node.title) #\(node.id)")
            field("Path", node.path)
            field("Renders", "\(node.renderCount)" + (node.lastRenderDuration.map { ", the last took \(Self.milliseconds($0))" } ?? ""))
            field("Last render", node.lastRenderTime.map { "at \(Self.milliseconds($0))" } ?? "never")
            field("Re-rendered by the last update", node.renderedInLastUpdate ? "yes" : "no")
            field("Side effects", node.sideEffects.isEmpty ? "none" : node.sideEffects.joined(separator: ", "))
            if node.worker == nil {
                h2("State")
                element("pre") { node.state }.class("code")
            }
        }
    }

    private func field(_ label: String, _ value: String) -> WebElement {
        div {
            span(label).class("label")
            span(value).class("value")
        }
        .class("field")
    }

    /// custom-dump's diff, each line coloured by whether it was removed or added.
    private func diff(_ text: String?) -> WebElement {
        guard let text else { return p("No change.").class("hint") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return element("pre") {
            for (index, line) in lines.enumerated() {
                span(String(line) + "\n")
                    .class(line.hasPrefix("-") ? "removed" : line.hasPrefix("+") ? "added" : "same")
                    .key("line \(index)")
            }
        }
        .class("code diff")
    }

    private func sourceText(_ source: InspectorAction.Source) -> String {
        switch source {
        case .sink: "a sink (an event from outside the tree)"
        case .worker(let child): "the output of worker #\(child)"
        case .childOutput(let child): "the output of child #\(child)"
        }
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return milliseconds >= 10 ? "\(Int(milliseconds.rounded())) ms" : "\(Double(Int(milliseconds * 100)) / 100) ms"
    }
}
