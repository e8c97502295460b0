import WebBenchScreens
import Workflow
import WorkflowUI
import WorkflowWebUI

// 11. A click in a web session, without sockets: the event's JSON read as the server reads a
// page's message, the session's handler, action and render, the screen described and diffed,
// and the patch written as JSON. What the server adds to NIO's and the kernel's cost per event
// (docs/web-performance.md, "The floor under the event path"), on the screens the load tool
// clicks: the counter and one row of the 1,000-row list.

/// A page's side of a `WebSession`, in memory: it joins, then clicks the element the load tool
/// clicks (the one marked `data-load-target`), reporting each patch's number as a page would.
@MainActor final class WebClicker<WorkflowType: Workflow> where WorkflowType.Rendering: Screen {
    private let session: WebSession<WorkflowType>
    private let target: Int
    private var eventNumber = 0
    /// The JSON bytes of every message the session sent since the join.
    private(set) var bytesReceived = 0
    /// How many messages the session sent since the join.
    private(set) var messagesReceived = 0

    init(_ workflow: WorkflowType) {
        session = WebSession(workflow: workflow)
        guard let target = Self.loadTarget(in: session.pageHTML) else {
            fatalError("the page of \(WorkflowType.self) has no element marked data-load-target")
        }
        self.target = target
        session.onMessage = { [unowned self] message in
            bytesReceived += message.json.utf8.count
            messagesReceived += 1
        }
        let version = ClientMessage.protocolVersion
        receive(#"{"type":"join","v":\#(version),"token":"t","seq":\#(session.currentSequence),"epoch":"\#(session.epoch)"}"#)
        bytesReceived = 0
        messagesReceived = 0
    }

    /// One click: its event's JSON, read and handled, and the answer written.
    func click() {
        eventNumber += 1
        receive(#"{"type":"event","n":\#(eventNumber),"target":\#(target),"event":"click","seq":\#(session.currentSequence)}"#)
    }

    private func receive(_ json: String) {
        do {
            try session.receive(ClientMessage(json: json), expectedToken: "t")
        } catch {
            fatalError("the session refused \(json): \(error)")
        }
    }

    /// The id (`data-wf`) of the element marked `data-load-target` in `html`, found as the load
    /// tool's `PageScan` finds it.
    private static func loadTarget(in html: String) -> Int? {
        guard let mark = html.range(of: " data-load-target"),
            let tagStart = html[..<mark.lowerBound].lastIndex(of: "<"),
            let tagEnd = html[mark.upperBound...].firstIndex(of: ">")
        else { return nil }
        let tag = html[tagStart..<tagEnd]
        guard let id = tag.range(of: #" data-wf=""#) else { return nil }
        return Int(tag[id.upperBound...].prefix { $0.isNumber })
    }
}

/// The rows of scenario 11, each the time of one click from its event's JSON to its patch's.
@MainActor func webClickTimings(quick: Bool) -> [Report.Row] {
    let clicks = quick ? 1_000 : 10_000
    let runs = quick ? 5 : 30
    // One session clicked again and again keeps its memory in the processor's caches; a server's
    // sessions take turns, and each click finds its session's memory evicted by the others'.
    func row<W: Workflow>(_ name: String, sessions: Int, _ workflow: @autoclosure () -> W) -> Report.Row where W.Rendering: Screen {
        let clickers = (0..<sessions).map { _ in WebClicker(workflow()) }
        let samples = sample(runs) { measure in
            measure(perOperation: clicks) {
                for click in 0..<clicks { clickers[click % sessions].click() }
            }
        }
        let bytes = clickers.reduce(0) { $0 + $1.bytesReceived }
        let messages = clickers.reduce(0) { $0 + $1.messagesReceived }
        let turns = sessions == 1 ? "one session" : "\(thousands(sessions)) sessions in turn"
        return Report.Row(
            scenario: "11. A click in a web session, \(name), \(turns)", samples: samples, unit: "µs", ratio: nil,
            note: "\(bytes / max(messages, 1)) bytes of JSON a patch"
        )
    }
    return [
        row("counter", sessions: 1, CounterBenchWorkflow()),
        row("counter", sessions: 1_000, CounterBenchWorkflow()),
        row("one row of 1,000 changed", sessions: 1, ListBenchWorkflow()),
        row("one row of 1,000 changed", sessions: 100, ListBenchWorkflow()),
    ]
}

/// `count` with a comma between thousands, as the docs write numbers.
private func thousands(_ count: Int) -> String {
    count < 1_000 ? String(count) : "\(thousands(count / 1_000)),\(String(String(count % 1_000 + 1_000).dropFirst()))"
}
