/// The app as it was after some steps of a recording, rebuilt by replaying them in a host of
/// its own: time travel's answer.
public struct InspectorFrame: Sendable {
    /// How many steps were replayed: `0` is the app as it started.
    public let step: Int
    /// How many steps the recording has.
    public let stepCount: Int
    /// The step the replay started from: `0` for the recorded host's start, or a checkpoint
    /// (a snapshot of an earlier replay, every 1,000 steps, for trees whose snapshots restore
    /// them whole), so that the replay applied `step - replayedFrom` steps.
    public let replayedFrom: Int
    /// The replayed tree, with the states after the step.
    public let tree: InspectorNode
    /// The root's rendering after the step: the app's preview (such as the terminal screen's
    /// text) when it gave one, custom-dump's account of the rendering otherwise.
    public let rendering: String
}
