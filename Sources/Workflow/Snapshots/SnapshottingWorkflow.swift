/// A workflow whose state is saved in a host's ``WorkflowSnapshot`` and restored from one.
///
/// Opt in by declaring the conformance; a `Codable` state is all it needs:
///
/// ```swift
/// extension TicTacToeWorkflow: SnapshottingWorkflow {}
/// ```
///
/// The state is saved as JSON, written by the runtime's own encoder and read back with
/// `JSONDecoder`'s default options: what `JSONEncoder` with its defaults would write (`Data`
/// as Base64, `Date` as seconds since 2001, `URL` as its absolute string), for a fraction of
/// its cost, since a host with a session store saves after every action. A state holding an
/// infinite or NaN floating-point number cannot be saved: the host reports it, and leaves
/// that node's state out of the snapshot.
///
/// Raise ``stateSnapshotVersion`` whenever `State` changes so that older snapshots no longer
/// decode into what they meant. A snapshot taken with another version is not restored: the
/// host reports it and the node starts from `makeInitialState()`.
public protocol SnapshottingWorkflow: Workflow where State: Codable {
    /// The version of `State`'s encoding. Defaults to 1.
    static var stateSnapshotVersion: Int { get }
}

extension SnapshottingWorkflow {
    /// 1: a workflow that never changed its state's encoding needs no version of its own.
    public static var stateSnapshotVersion: Int { 1 }
}
