/// One applied action as the inspector recorded it: where it came from, what it changed, what
/// it emitted and what rendered because of it. Every field is text, made when it was applied,
/// except the diff, which is made from the two states' text only when it is read.
public struct InspectorAction: Sendable, Hashable {
    /// Where an action came from.
    public enum Source: Sendable, Hashable {
        /// A sink: an event from outside the tree, such as a key press.
        case sink
        /// The output of a worker, running as the child node with this id.
        case worker(childID: Int)
        /// The output of the child workflow node with this id.
        case childOutput(childID: Int)
    }

    /// The index of the action among the recording's replayable steps (sink actions, worker
    /// outputs and new root props), or `nil` for an action that follows from another one: time
    /// travel to step `n` shows the app after steps `0..<n`.
    public let step: Int?
    /// The id of the node the action was applied to.
    public let nodeID: Int
    /// That node's path, as recordings name it.
    public let nodePath: String
    /// That node's workflow type without its module.
    public let workflowType: String
    /// The action's type without its module, such as `TicTacToeWorkflow.Action`.
    public let actionType: String
    /// The action itself as custom-dump prints it, such as `.selectSpace(Position(row: 0, column: 1))`.
    public let action: String
    /// Where it came from.
    public let source: Source
    /// The state change, lines marked `-` and `+` as custom-dump marks them, with the lines
    /// that hold them and `… (N unchanged lines)` for the rest; `nil` when the action left the
    /// state's text unchanged. Worked out from ``stateBefore`` and ``stateAfter`` each time it
    /// is read, so that recording an action does not pay for a diff nobody looks at.
    public var diff: String? { StateText.diff(stateBefore, stateAfter) }
    /// The state before the action, custom-dumped.
    public let stateBefore: String
    /// The state after the action, custom-dumped.
    public let stateAfter: String
    /// The output the action emitted to the parent, custom-dumped, or `nil` for none.
    public let output: String?
    /// The ids of the nodes that the render pass of this action's update rendered again
    /// (empty until the pass ends, and when it was skipped).
    public internal(set) var renderedNodeIDs: [Int]
    /// How long that render pass took; `nil` when none ran.
    public internal(set) var renderDuration: Duration?
}
