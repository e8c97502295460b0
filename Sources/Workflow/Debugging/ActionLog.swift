/// An observer that records every action a host applies, with the state before and after, and
/// every change of the root's props, so that a session can be read back or replayed step by
/// step with ``ActionLogReplay``.
///
/// Install it when the host is made, and give it the snapshot the host starts from, if any:
///
/// ```swift
/// let log = ActionLog(startingFrom: savedSnapshot)
/// let host = WorkflowHost(workflow: AppWorkflow(), restoringFrom: savedSnapshot, observers: [log])
/// // … the session runs …
/// print(log.text)
/// ```
///
/// It keeps the actions and states themselves (not copies of their descriptions), so a long
/// session holds on to every state it went through; use it while debugging.
public final class ActionLog: WorkflowObserver {
    /// One recorded step.
    public struct Entry: CustomStringConvertible {
        /// What was recorded.
        public enum Event {
            /// An action, applied to the node at ``Entry/path``.
            case action(any WorkflowAction, source: ActionSource, stateBefore: Any, stateAfter: Any, output: Any?)
            /// The host was given new root props (``WorkflowHost/update(workflow:)``).
            case rootPropsChanged(any Workflow)
        }

        /// The position of the entry in the log, from 0.
        public let index: Int
        /// The node concerned.
        public let path: WorkflowPath
        /// What happened.
        public let event: Event

        /// Whether replaying this entry reproduces it and the entries that follow from it: an
        /// action sent through a sink, or new root props. An action made from a child's output
        /// is not a step of its own; it happens again when the child's action is replayed.
        public var isStep: Bool {
            switch event {
            case .action(_, let source, _, _, _): source == .sink
            case .rootPropsChanged: true
            }
        }

        /// `#index path: action  before → after`, with the output if there was one.
        public var description: String {
            switch event {
            case .action(let action, let source, let before, let after, let output):
                let via = source == .sink ? "" : " (from a child's output)"
                let emitted = output.map { " ⇒ output \($0)" } ?? ""
                return "#\(index) \(path): \(action)\(via)  state \(before) → \(after)\(emitted)"
            case .rootPropsChanged(let workflow):
                return "#\(index) \(path): new props \(workflow)"
            }
        }
    }

    /// The snapshot the recorded host started from; `nil` if it started fresh.
    public let initialSnapshot: WorkflowSnapshot?
    /// Everything recorded so far, in order.
    public private(set) var entries: [Entry] = []
    /// The path of every running node, by node id.
    private var paths: [Int: WorkflowPath] = [:]

    /// Makes a log of a host that starts from `snapshot` (or fresh, if `nil`).
    public init(startingFrom snapshot: WorkflowSnapshot? = nil) {
        self.initialSnapshot = snapshot
    }

    /// The entries that ``ActionLogReplay`` applies one by one.
    public var steps: [Entry] { entries.filter(\.isStep) }

    /// One line per entry.
    public var text: String {
        entries.map(\.description).joined(separator: "\n")
    }

    // MARK: WorkflowObserver

    /// Learns the node's path.
    public func sessionDidBegin(_ session: WorkflowNodeInfo) {
        let component = WorkflowPath.Component(workflowType: session.workflowType, key: session.key)
        let parentComponents = session.parentID.flatMap { paths[$0] }?.components ?? []
        paths[session.id] = WorkflowPath(parentComponents + [component])
    }

    /// Forgets the node's path.
    public func sessionDidEnd(_ session: WorkflowNodeInfo) {
        paths[session.id] = nil
    }

    /// Records the action with its states and output.
    public func actionDidApply<Action: WorkflowAction>(
        _ action: Action,
        stateBefore: Action.WorkflowType.State,
        stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?,
        source: ActionSource,
        session: WorkflowNodeInfo
    ) {
        record(
            .action(action, source: source, stateBefore: stateBefore, stateAfter: stateAfter, output: output.map { $0 as Any }), at: session
        )
    }

    /// Records new root props.
    public func workflowDidChange<W: Workflow>(from previous: W, to workflow: W, state: W.State, session: WorkflowNodeInfo) {
        guard session.parentID == nil else { return }
        record(.rootPropsChanged(workflow), at: session)
    }

    private func record(_ event: Entry.Event, at session: WorkflowNodeInfo) {
        // Every node's session began before it can apply anything, so its path is known.
        let path = paths[session.id] ?? WorkflowPath([])
        entries.append(Entry(index: entries.count, path: path, event: event))
    }
}
