import WorkflowInspector

/// What one inspector page shows and has asked for.
struct InspectorPageState {
    /// Which events the log lists.
    enum LogFilter: String, CaseIterable {
        case all = "All"
        case actions = "Actions"
        case lifetimes = "Workers & effects"
    }

    /// A request to the inspected host that is under way.
    enum Request: Equatable {
        case frame(step: Int)
        case test
        case importing(String)
    }

    var sessions: [WorkflowInspector]
    var session: Int
    var snapshot: InspectorSnapshot
    var search = ""
    var filter = LogFilter.all
    var selectedEvent: Int?
    var selectedNode: Int?
    /// The step shown instead of the live app; `nil` while live.
    var travelStep: Int?
    var frame: InspectorFrame?
    var request: Request?
    /// Counts requests, so that asking twice for the same thing runs twice.
    var requestCount = 0
    var message: String?
    var testSource: String?
    var importText = ""

    var inspector: WorkflowInspector { sessions[session] }

    /// What a page shows while its hub has no session (a web server's, before a page load):
    /// an inspector of nothing, attached to no host, until the first session starts.
    static let noSessions = WorkflowInspector(name: "no live sessions yet", capacity: 1, stepLimit: 0)

    /// The events the log lists: the filter's kinds, matching the search, newest last.
    var visibleEvents: [InspectorEvent] {
        let needle = search.lowercased()
        return snapshot.events.filter { event in
            switch (filter, event.kind) {
            case (.actions, .action), (.actions, .propsChanged): break
            case (.lifetimes, .started), (.lifetimes, .ended): break
            case (.all, _): break
            default: return false
            }
            return needle.isEmpty || event.summary.lowercased().contains(needle) || event.detailText.lowercased().contains(needle)
        }
    }

    /// The tree shown: the replayed one while travelling, the live one otherwise.
    var shownTree: InspectorNode? {
        travelStep == nil ? snapshot.tree : frame?.tree
    }
}

extension InspectorPageState {
    /// A page of `sessions` (the placeholder when there are none), showing the first, live.
    init(sessions: [WorkflowInspector]) {
        let sessions = sessions.isEmpty ? [Self.noSessions] : sessions
        self.init(sessions: sessions, session: 0, snapshot: sessions[0].snapshot())
    }
}

extension InspectorEvent {
    /// Text besides the summary that the search looks through: the node's path and the diff.
    var detailText: String {
        guard case .action(let action) = kind else { return "" }
        return action.nodePath + "\n" + (action.diff ?? "")
    }
}
