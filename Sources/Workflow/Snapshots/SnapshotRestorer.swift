/// Matches the nodes of a host's initial render pass to the entries of a snapshot, and hands
/// each node its saved state.
final class SnapshotRestorer {
    private struct ChildIdentity: Hashable {
        let parentEntry: Int
        let workflowType: String
        let key: String
    }

    private let snapshot: WorkflowSnapshot
    private let entryOfChild: [ChildIdentity: Int]
    /// The entry each restored node was matched with, so that its children can be matched.
    private var entryOfNode: [Int: Int] = [:]
    /// The paths of the snapshot's entries, built once, when an error first needs one.
    private lazy var paths: PathTable = {
        var steps = 0
        return snapshot.pathTable(steps: &steps)
    }()

    init(snapshot: WorkflowSnapshot) {
        self.snapshot = snapshot
        var entryOfChild: [ChildIdentity: Int] = [:]
        for (index, entry) in snapshot.entries.enumerated() {
            guard let parent = entry.parent else { continue }
            entryOfChild[ChildIdentity(parentEntry: parent, workflowType: entry.workflowType, key: entry.key)] = index
        }
        self.entryOfChild = entryOfChild
    }

    /// The saved state of a node that is starting, or `nil` to start it fresh; a state that
    /// cannot be restored is passed to `report` first.
    func restoredState<W: Workflow>(
        of workflowType: W.Type,
        nodeID: Int,
        parentNodeID: Int?,
        key: String,
        report: (WorkflowSnapshotError) -> Void
    ) -> W.State? {
        let typeName = WorkflowPath.Component.name(of: workflowType)
        let entryIndex: Int
        if let parentNodeID {
            guard let parentEntry = entryOfNode[parentNodeID],
                let index = entryOfChild[ChildIdentity(parentEntry: parentEntry, workflowType: typeName, key: key)]
            else { return nil }
            entryIndex = index
        } else {
            guard let root = snapshot.entries.first else { return nil }
            guard root.workflowType == typeName else {
                report(WorkflowSnapshotError(.differentRoot(snapshotRoot: root.workflowType)))
                return nil
            }
            entryIndex = 0
        }
        entryOfNode[nodeID] = entryIndex
        switch SnapshotStateCoding.decode(snapshot.entries[entryIndex], as: workflowType) {
        case .success(let state):
            return state
        case .failure(let error):
            report(WorkflowSnapshotError(error.reason, path: WorkflowPath(table: paths, entry: entryIndex)))
            return nil
        case nil:
            return nil
        }
    }
}
