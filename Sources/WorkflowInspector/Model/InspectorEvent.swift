/// One entry of the inspector's log, in the order things happened.
public struct InspectorEvent: Sendable, Hashable, Identifiable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// An action was applied.
        case action(InspectorAction)
        /// The host gave the root new props; the text is the new workflow value, custom-dumped.
        /// `step` is its index among the replayable steps.
        case propsChanged(step: Int?, workflow: String)
        /// A workflow node, worker or side effect started.
        case started(InspectorLifetime)
        /// A workflow node, worker or side effect ended.
        case ended(InspectorLifetime)
        /// The runtime reported something worth knowing, such as an action sent to an ended workflow.
        case diagnostic(String)
    }

    /// The event's position in the whole recording, from 0; it stays the same when older
    /// events are dropped from the ring buffer.
    public let id: Int
    /// When it happened, from the start of the recording.
    public let time: Duration
    /// The update it belongs to, counting from 1 (0 is the host's initial render): the actions
    /// of one cascade and what they started and ended share it.
    public let update: Int
    /// What happened.
    public let kind: Kind

    /// The replayable step this event is, if it is one.
    public var step: Int? {
        switch kind {
        case .action(let action): action.step
        case .propsChanged(let step, _): step
        case .started, .ended, .diagnostic: nil
        }
    }

    /// A one-line account of the event, as the log pane lists it and its search matches.
    public var summary: String {
        switch kind {
        case .action(let action):
            let output = action.output.map { " ⇒ \($0)" } ?? ""
            return "\(action.workflowType) ← \(action.action)\(output)"
        case .propsChanged(_, let workflow): return "new props \(workflow)"
        case .started(let lifetime): return "started \(lifetime.kind.label) \(lifetime.name)"
        case .ended(let lifetime): return "ended \(lifetime.kind.label) \(lifetime.name)"
        case .diagnostic(let message): return message
        }
    }
}

extension InspectorLifetime.Kind {
    /// The word the log uses for the kind.
    var label: String {
        switch self {
        case .workflow: "workflow"
        case .worker: "worker"
        case .sideEffect: "side effect"
        }
    }
}
