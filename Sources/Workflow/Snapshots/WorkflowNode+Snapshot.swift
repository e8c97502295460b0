/// The snapshot half of a node: restoring its state when a host starts from a snapshot, and
/// saving it with its children's when one is taken.
extension WorkflowNode {
    /// The state a node starts with while a snapshot is being restored: the saved one when the
    /// snapshot has a readable entry for this node, otherwise a new initial state.
    @inline(never)
    static func restoredOrInitialState(
        of workflow: W, id: Int, parent: AnyWorkflowNode?, key: String, runtime: Runtime
    ) -> (W.State, restored: Bool) {
        if let restored = runtime.restorer?.restoredState(
            of: W.self, nodeID: id, parentNodeID: parent?.id, key: key, report: runtime.report)
        {
            return (restored, true)
        }
        return (workflow.makeInitialState(), false)
    }

    /// Appends this node's entry (its state, when its type can encode it) and then its
    /// children's, in start order, each pointing back at this node's entry.
    func appendOwnSnapshotEntries(to entries: inout [WorkflowSnapshot.Entry], parentEntry: Int?) {
        let component = pathComponent
        var entry = WorkflowSnapshot.Entry(parent: parentEntry, workflowType: component.workflowType, key: key)
        switch SnapshotStateCoding.encode(state, of: W.self) {
        case .success(let saved):
            entry.stateVersion = saved.version
            entry.state = saved.data
        case .failure(let error):
            runtime.report(WorkflowSnapshotError(error.reason, path: path))
        case nil:
            break
        }
        let index = entries.count
        entries.append(entry)
        for child in childNodes {
            child.appendSnapshotEntries(to: &entries, parentEntry: index)
        }
    }
}
