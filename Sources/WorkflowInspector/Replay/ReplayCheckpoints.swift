import Workflow

/// Where time travel starts its replays: the recorded host's start, or a snapshot of a replay
/// host taken every ``interval`` steps, so that a jump to a late step of a long recording
/// replays from the nearest checkpoint before it instead of from the start.
///
/// A checkpoint is kept only when a host restored from it has the very tree of the host it
/// was taken from (every node's type, key, state and side effects): a tree with a node that
/// does not save its state (not a `SnapshottingWorkflow`) restores with that node afresh, so
/// such a recording gets no checkpoints and is replayed from the start, as before.
final class ReplayCheckpoints<Root: Workflow> {
    /// A replay's starting point: the host's snapshot after `step` steps and the root
    /// workflow it had then (new root props are steps too).
    struct Checkpoint {
        let step: Int
        let snapshot: WorkflowSnapshot?
        let workflow: Root
    }

    /// The steps between two checkpoints.
    let interval: Int
    /// The recorded host's start.
    let start: Checkpoint
    /// The checkpoints after the start, by step (a multiple of ``interval``).
    private var later: [Int: Checkpoint] = [:]
    /// Set once a checkpoint did not restore its tree: no more are tried.
    private(set) var isUnavailable = false

    init(start: Checkpoint, interval: Int) {
        precondition(interval > 0, "checkpoints need an interval of 1 or more steps")
        self.interval = interval
        self.start = start
    }

    /// The latest checkpoint at or before `step`.
    func nearest(atOrBefore step: Int) -> Checkpoint {
        var candidate = step - step % interval
        while candidate > 0 {
            if let checkpoint = later[candidate] { return checkpoint }
            candidate -= interval
        }
        return start
    }

    /// Keeps a checkpoint of `host` after `step` steps, when `step` is due one and none is
    /// kept yet, and the host's snapshot restores its tree.
    func offer(_ host: WorkflowHost<Root>, workflow: Root, afterStep step: Int, isolation: isolated (any Actor) = #isolation) {
        guard !isUnavailable, step > 0, step % interval == 0, later[step] == nil else { return }
        let snapshot = host.snapshot()
        let restored = WorkflowHost(workflow: workflow, restoringFrom: snapshot, configuration: host.configuration, isolation: isolation)
        defer { restored.stop() }
        guard Self.same(restored.treeDump().root, host.treeDump().root) else {
            isUnavailable = true
            return
        }
        later[step] = Checkpoint(step: step, snapshot: snapshot, workflow: workflow)
    }

    /// Whether two trees have the same nodes, states and side effects (node ids aside: a
    /// restored host numbers its nodes afresh).
    private static func same(_ one: WorkflowTreeDump.Node, _ other: WorkflowTreeDump.Node) -> Bool {
        one.workflowType == other.workflowType && one.key == other.key && one.kind == other.kind && one.state == other.state
            && one.sideEffects == other.sideEffects && one.children.count == other.children.count
            && zip(one.children, other.children).allSatisfy { same($0, $1) }
    }
}
