/// A worker, side effect or workflow node that started, and when it ended: the inspector's
/// account of what ran beside the states.
public struct InspectorLifetime: Sendable, Hashable, Identifiable {
    /// What ran.
    public enum Kind: Sendable, Hashable {
        /// A workflow node, from its parent's first render of it until one left it out.
        case workflow
        /// A worker (a child node running asynchronous work).
        case worker
        /// A side effect declared by a node's render.
        case sideEffect
    }

    /// Unique among the recording's lifetimes: the node id, and for a side effect its key.
    public let id: String
    /// What ran.
    public let kind: Kind
    /// The workflow type, the worker's description or the side effect's key.
    public let name: String
    /// The node (for a side effect, the node that declared it).
    public let nodeID: Int
    /// When it started, from the start of the recording.
    public internal(set) var started: Duration
    /// When it ended; `nil` while it runs.
    public internal(set) var ended: Duration?
}
