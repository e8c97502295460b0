/// Replays an ``ActionLog`` in a new host, one step at a time, to reproduce a recorded session:
/// time travel for debugging.
///
/// The replay host starts from the log's ``ActionLog/initialSnapshot`` and applies each
/// recorded step — an action sent through a sink, or new root props — to the node at the
/// same path. Actions that followed from a step (outputs passed up a cascade) happen again by
/// themselves. ``seek(toStep:isolation:)`` moves to any step, backwards included, by starting over.
///
/// ```swift
/// let replay = ActionLogReplay(workflow: AppWorkflow(), log: log)
/// while try replay.step() {
///     print(replay.host.treeDump().text)
/// }
/// ```
///
/// Workers and side effects of the replay host run as usual, so a replay is exact when they
/// are driven by the test (injected clocks, stand-in services) rather than by the outside world.
public final class ActionLogReplay<WorkflowType: Workflow> {
    /// A step that could not be replayed, because the replay host has diverged from the
    /// recorded session.
    public struct StepError: Error, CustomStringConvertible {
        /// The step's position among the log's steps.
        public let step: Int
        /// The entry that could not be applied.
        public let entry: String
        /// Why.
        public let reason: String

        /// Names the step, the entry and the reason.
        public var description: String {
            "Step \(step) (\(entry)) could not be replayed: \(reason)."
        }
    }

    /// The host the steps are applied to. It is replaced when ``seek(toStep:isolation:)`` goes back.
    public private(set) var host: WorkflowHost<WorkflowType>
    /// How many steps have been applied.
    public private(set) var position = 0
    /// The recorded steps.
    public let steps: [ActionLog.Entry]

    private let workflow: WorkflowType
    private let snapshot: WorkflowSnapshot?
    private let configuration: RuntimeConfiguration
    private let observers: [any WorkflowObserver]

    /// Starts a host from the log's initial snapshot, with no step applied yet.
    ///
    /// - Parameters:
    ///   - workflow: The root workflow, as the recorded host was first given it.
    ///   - log: The recorded session.
    ///   - configuration: The replay host's options.
    ///   - observers: Observers for the replay host (and for hosts made by ``seek(toStep:isolation:)``).
    ///   - isolation: The actor the replay host belongs to.
    public init(
        workflow: WorkflowType,
        log: ActionLog,
        configuration: RuntimeConfiguration = .default,
        observers: [any WorkflowObserver] = [],
        isolation: isolated (any Actor) = #isolation
    ) {
        self.workflow = workflow
        self.snapshot = log.initialSnapshot
        self.steps = log.steps
        self.configuration = configuration
        self.observers = observers
        self.host = WorkflowHost(
            workflow: workflow, restoringFrom: log.initialSnapshot,
            configuration: configuration, observers: observers, isolation: isolation
        )
    }

    /// Whether every step has been applied.
    public var isAtEnd: Bool { position == steps.count }

    /// Applies the next step. Returns `false`, doing nothing, when there is none.
    ///
    /// - Throws: ``StepError`` when the node the step was recorded at does not exist in the
    ///   replay host, or the recorded root props are of another type.
    @discardableResult
    public func step() throws(StepError) -> Bool {
        guard position < steps.count else { return false }
        let entry = steps[position]
        switch entry.event {
        case .action(let action, _, _, _, _):
            guard host.send(action, toNodeAt: entry.path) else {
                throw StepError(step: position, entry: entry.description, reason: "no node at \(entry.path) is running")
            }
        case .rootPropsChanged(let newWorkflow):
            guard let newWorkflow = newWorkflow as? WorkflowType else {
                throw StepError(
                    step: position, entry: entry.description, reason: "the root is \(WorkflowType.self), not \(type(of: newWorkflow))")
            }
            host.update(workflow: newWorkflow)
        }
        position += 1
        return true
    }

    /// Moves to the state after `target` steps: forwards by applying steps, backwards by
    /// starting a new host from the snapshot and applying the first `target` steps.
    public func seek(toStep target: Int, isolation: isolated (any Actor) = #isolation) throws(StepError) {
        precondition(
            (0...steps.count).contains(target),
            "ActionLogReplay.seek(toStep: \(target)): the log has \(steps.count) steps, so the step must be in 0...\(steps.count)"
        )
        if target < position {
            host.stop()
            host = WorkflowHost(
                workflow: workflow, restoringFrom: snapshot,
                configuration: configuration, observers: observers, isolation: isolation
            )
            position = 0
        }
        while position < target {
            try step()
        }
    }
}
