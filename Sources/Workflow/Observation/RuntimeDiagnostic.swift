import WorkflowPlatform

/// Something the runtime noticed that is not a programmer error but may point at one.
public struct RuntimeDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of diagnostics.
    public enum Kind: Sendable, Hashable {
        /// An action was sent to a workflow that has ended, or to a stopped host, and was ignored.
        case actionDropped
        /// A snapshot could not be fully restored or written; the message is a
        /// ``WorkflowSnapshotError``'s description, naming the node and why. Restoring nodes
        /// start fresh.
        case snapshotIncomplete
    }

    /// What happened.
    public let kind: Kind
    /// A sentence naming the types involved.
    public let message: String

    /// A diagnostic of `kind`; `message` should name the types and keys involved.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// An action sent to a workflow (of type `workflowType`, rendered with `key`) that is no
    /// longer running.
    static func droppedAction(_ actionType: Any.Type, sentTo workflowType: Any.Type, key: String) -> RuntimeDiagnostic {
        RuntimeDiagnostic(
            kind: .actionDropped,
            message: "\(actionType) was sent to \(workflowType) (key \"\(key)\"), which is no longer running; it was ignored."
        )
    }

    /// The message, prefixed with the module name.
    public var description: String { "[Workflow] \(message)" }

    /// Writes the message to standard error in debug builds, where it helps, and not in release
    /// builds, where observers can log it if the app wants.
    func printInDebugBuilds() {
        #if DEBUG
        // write(2) rather than fputs: the C `stderr` global is mutable state Swift 6 rejects.
        var line = description + "\n"
        line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
        #endif
    }
}
