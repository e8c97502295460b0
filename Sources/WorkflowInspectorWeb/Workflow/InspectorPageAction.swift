import Workflow
import WorkflowInspector

/// What the person does on the inspector page, and what the workers bring back.
enum InspectorPageAction {
    case refresh
    case sessionsChanged
    case chooseSession(Int)
    case search(String)
    case filter(InspectorPageState.LogFilter)
    case selectEvent(Int)
    case selectNode(Int)
    case key(String)
    case travel(to: Int?)
    case frameArrived(step: Int, Result<InspectorFrame, InspectorError>)
    case makeTest
    case testArrived(Result<String, InspectorError>)
    case editImport(String)
    case startImport
    case imported(Result<WorkflowInspector, InspectorError>)

    /// Shows session `index`, live, with nothing picked.
    private static func choose(_ index: Int, in state: inout InspectorPageState) {
        state.session = index
        state.snapshot = state.inspector.snapshot()
        state.selectedEvent = nil
        state.selectedNode = nil
        state.travelStep = nil
        state.frame = nil
        state.testSource = nil
    }

    /// Lists the hub's sessions, still showing the one shown. A session that left the hub (it
    /// ended) stays listed, as last recorded, until another is picked; the placeholder of an
    /// empty hub gives way to the first session.
    private static func follow(_ sessions: [WorkflowInspector], in state: inout InspectorPageState) {
        let shown = state.inspector
        if let index = sessions.firstIndex(where: { $0 === shown }) {
            state.sessions = sessions
            state.session = index
        } else if shown !== InspectorPageState.noSessions || sessions.isEmpty {
            state.sessions = sessions + [shown]
            state.session = sessions.count
        } else {
            state.sessions = sessions
            choose(0, in: &state)
        }
    }

    func apply(toState state: inout InspectorPageState, context: ApplyContext<InspectorWorkflow>) -> Never? {
        switch self {
        case .refresh:
            state.snapshot = state.inspector.snapshot()
        case .sessionsChanged:
            Self.follow(context[workflowValue: \.hub].inspectors, in: &state)
        case .chooseSession(let index):
            guard state.sessions.indices.contains(index) else { return nil }
            Self.choose(index, in: &state)
        case .search(let text):
            state.search = text
        case .filter(let filter):
            state.filter = filter
        case .selectEvent(let id):
            state.selectedEvent = id
            state.selectedNode = nil
            state.testSource = nil
        case .selectNode(let id):
            state.selectedNode = id
            state.selectedEvent = nil
            state.testSource = nil
        case .key(let key):
            Self.press(key, in: &state)
        case .travel(let step):
            Self.travel(to: step, in: &state)
        case .frameArrived(let step, let result):
            guard state.travelStep == step else { return nil }
            state.request = nil
            switch result {
            case .success(let frame): state.frame = frame
            case .failure(let error):
                state.message = error.description
                state.travelStep = nil
            }
        case .makeTest:
            state.request = .test
            state.requestCount += 1
        case .testArrived(let result):
            state.request = nil
            switch result {
            case .success(let source):
                state.testSource = source
                state.message = nil
            case .failure(let error): state.message = error.description
            }
        case .editImport(let text):
            state.importText = text
        case .startImport:
            guard !state.importText.isEmpty else { return nil }
            state.request = .importing(state.importText)
            state.requestCount += 1
        case .imported(let result):
            state.request = nil
            switch result {
            case .success:
                state.importText = ""
                state.message = "Imported: pick it from the sessions."
            case .failure(let error): state.message = error.description
            }
        }
        return nil
    }

    /// Keyboard navigation: ↑/↓ pick an event, ←/→ step back and forward in time, Enter goes
    /// to the picked event's step, Home to the start, End or Escape back to the live app, and
    /// [ and ] pick a node of the tree.
    private static func press(_ key: String, in state: inout InspectorPageState) {
        let events = state.visibleEvents
        let current = state.selectedEvent.flatMap { id in events.firstIndex { $0.id == id } }
        switch key {
        case "ArrowDown", "j":
            guard !events.isEmpty else { return }
            state.selectedEvent = events[min((current ?? -1) + 1, events.count - 1)].id
            state.selectedNode = nil
        case "ArrowUp", "k":
            guard !events.isEmpty else { return }
            state.selectedEvent = events[max((current ?? events.count) - 1, 0)].id
            state.selectedNode = nil
        case "ArrowLeft", "h":
            travel(to: max((state.travelStep ?? state.snapshot.stepCount) - 1, 0), in: &state)
        case "ArrowRight", "l":
            guard let step = state.travelStep else { return }
            travel(to: step + 1 >= state.snapshot.stepCount ? nil : step + 1, in: &state)
        case "Enter":
            guard let index = current, let step = events[index].step else { return }
            travel(to: step + 1, in: &state)
        case "Home":
            travel(to: 0, in: &state)
        case "End", "Escape":
            travel(to: nil, in: &state)
        case "[", "]":
            guard let rows = state.shownTree?.flattened, !rows.isEmpty else { return }
            let at = state.selectedNode.flatMap { id in rows.firstIndex { $0.node.id == id } }
            let next = key == "]" ? min((at ?? -1) + 1, rows.count - 1) : max((at ?? rows.count) - 1, 0)
            state.selectedNode = rows[next].node.id
            state.selectedEvent = nil
        default:
            return
        }
    }

    /// Shows the app after `step` steps, or the live app for `nil`.
    private static func travel(to step: Int?, in state: inout InspectorPageState) {
        state.message = nil
        guard let step, step < state.snapshot.stepCount || state.snapshot.stepCount == 0 && step == 0 else {
            state.travelStep = nil
            state.frame = nil
            if case .frame = state.request { state.request = nil }
            return
        }
        state.travelStep = step
        state.request = .frame(step: step)
        state.requestCount += 1
    }
}
