#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes and decodes the state of a node whose workflow type is known only generically,
/// when that type is a ``SnapshottingWorkflow``.
enum SnapshotStateCoding {
    /// The state version and encoded state, or `nil` if `W` does not snapshot its state.
    static func encode<W: Workflow>(_ state: W.State, of workflowType: W.Type) -> Result<(version: Int, data: Data), WorkflowSnapshotError>?
    {
        guard let snapshotting = workflowType as? any SnapshottingWorkflow.Type else { return nil }
        do {
            return .success((snapshotting.stateSnapshotVersion, try snapshotting.encodeState(state)))
        } catch {
            return .failure(WorkflowSnapshotError(.stateUnencodable(String(describing: error))))
        }
    }

    /// The state saved in `entry`, `nil` if `W` does not snapshot its state or the entry holds
    /// none, or why it cannot be restored.
    static func decode<W: Workflow>(_ entry: WorkflowSnapshot.Entry, as workflowType: W.Type) -> Result<W.State, WorkflowSnapshotError>? {
        guard let snapshotting = workflowType as? any SnapshottingWorkflow.Type, let data = entry.state else { return nil }
        let expected = snapshotting.stateSnapshotVersion
        guard entry.stateVersion == expected else {
            return .failure(WorkflowSnapshotError(.stateVersionMismatch(found: entry.stateVersion ?? 0, expected: expected)))
        }
        do {
            guard let state = try snapshotting.decodeState(from: data) as? W.State else {
                // `snapshotting` is `W.self`, so its `State` is `W.State`.
                fatalError("internal: \(W.self) decoded a state of another type")
            }
            return .success(state)
        } catch {
            return .failure(WorkflowSnapshotError(.stateUndecodable(WorkflowSnapshot.explain(error))))
        }
    }
}

extension SnapshottingWorkflow {
    fileprivate static func encodeState(_ state: Any) throws -> Data {
        guard let state = state as? State else {
            // Only `encode(_:of:)` calls this, with the state of a `Self` node.
            fatalError("internal: \(Self.self) was asked to encode a \(type(of: state))")
        }
        // What `JSONEncoder` would write for `JSONDecoder` to read, for a fraction of the cost
        // (a save follows every action when a host keeps a store).
        return try StateJSONEncoder.encode(state)
    }

    fileprivate static func decodeState(from data: Data) throws -> Any {
        try JSONDecoder().decode(State.self, from: data)
    }
}
