/// Why a snapshot, or one node's part of it, could not be read or written.
///
/// Nothing in a snapshot can crash a host: a whole snapshot that cannot be read is rejected
/// by ``WorkflowSnapshot/init(bytes:)``, and a node whose state cannot be restored starts
/// fresh while the host reports this error to its observers as a ``RuntimeDiagnostic``.
public struct WorkflowSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The bytes are not a snapshot: empty, truncated or corrupt. The text says where.
        case unreadable(String)
        /// The snapshot was written in a format this version of the library does not read.
        case unsupportedFormat(found: Int, supported: Int)
        /// The snapshot was taken of a host whose root was another workflow type.
        case differentRoot(snapshotRoot: String)
        /// The node's state was saved with another ``SnapshottingWorkflow/stateSnapshotVersion``.
        case stateVersionMismatch(found: Int, expected: Int)
        /// The node's saved state did not decode; the text is the decoder's explanation.
        case stateUndecodable(String)
        /// The node's state did not encode when the snapshot was taken; the text says why.
        case stateUnencodable(String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The node concerned, or `nil` when the snapshot as a whole is at fault.
    public let path: WorkflowPath?

    /// An error for `reason`, at the node `path` when one node is at fault.
    public init(_ reason: Reason, path: WorkflowPath? = nil) {
        self.reason = reason
        self.path = path
    }

    /// A sentence that names the node and the cause.
    public var description: String {
        let subject = path.map { "The state of \($0)" } ?? "The snapshot"
        switch reason {
        case .unreadable(let detail):
            return "\(subject) is unreadable: \(detail)."
        case .unsupportedFormat(let found, let supported):
            return "\(subject) uses format \(found), but this library reads format \(supported) only."
        case .differentRoot(let snapshotRoot):
            return "\(subject) was taken of a tree rooted at \(snapshotRoot); nothing in it was restored."
        case .stateVersionMismatch(let found, let expected):
            return "\(subject) was saved with state version \(found), but the workflow is at version \(expected); it starts fresh."
        case .stateUndecodable(let detail):
            return "\(subject) could not be decoded (\(detail)); it starts fresh."
        case .stateUnencodable(let detail):
            return "\(subject) could not be encoded (\(detail)); the snapshot leaves it out."
        }
    }
}
