/// Everything an inspector holds at one moment, as plain values that any isolation can read:
/// what its panes show.
public struct InspectorSnapshot: Sendable {
    /// The inspector's name, such as the app it records.
    public let name: String
    /// The running tree, or `nil` before the host has started.
    public let tree: InspectorNode?
    /// The log's newest events, oldest first; at most the inspector's capacity.
    public let events: [InspectorEvent]
    /// How many older events the ring buffer has dropped.
    public let droppedEvents: Int
    /// The workers, side effects and workflow nodes running now.
    public let running: [InspectorLifetime]
    /// How many replayable steps the recording holds: time travel goes to `0...stepCount`.
    public let stepCount: Int
    /// Why time travel and export are unavailable, if they are (the step limit was passed, or
    /// an imported recording ends early); `nil` when they work.
    public let replayProblem: String?
    /// Goes up by one at every change; a view shows a snapshot until a later version arrives.
    public let version: Int
}
