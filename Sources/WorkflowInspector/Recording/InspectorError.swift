/// Why the inspector could not travel in time, export, import or write a test. Each case
/// names the step and the action concerned, so that a recording that no longer fits the app
/// is refused with a reason rather than a crash.
public enum InspectorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The inspector is not attached to a host (or its host's actor is gone).
    case notAttached
    /// Time travel to a step the recording does not have.
    case stepOutOfRange(step: Int, stepCount: Int)
    /// The recording cannot be replayed in full; the reason says why (such as its step limit).
    case incomplete(String)
    /// Step `step` could not be applied in the replay host, which has diverged from the recording.
    case replayFailed(step: Int, reason: String)
    /// Export needs every action to be `Codable`; the action of `step` is not.
    case notCodable(step: Int, type: String)
    /// The recording names an action type the app did not register (with ``InspectorActionTypes``).
    case unknownAction(step: Int, type: String)
    /// The action of `step` is of a registered type but no longer decodes from what was
    /// recorded, as when the app changed the type since.
    case undecodableAction(step: Int, type: String, reason: String)
    /// The recording was made of another root workflow.
    case wrongWorkflow(recorded: String, expected: String)
    /// The bytes are not a recording; the reason names the field at fault.
    case unreadable(String)
    /// The recording was written in a newer format than this inspector reads.
    case unsupportedFormat(found: Int, supported: Int)

    /// A sentence naming the step and action concerned.
    public var description: String {
        switch self {
        case .notAttached:
            "The inspector is not attached to a running host."
        case .stepOutOfRange(let step, let count):
            "Step \(step) is not in the recording, which has steps 0 to \(count)."
        case .incomplete(let reason):
            "The recording cannot be replayed: \(reason)."
        case .replayFailed(let step, let reason):
            "Step \(step) could not be replayed: \(reason)."
        case .notCodable(let step, let type):
            "Step \(step) is a \(type), which is not Codable: only recordings of Codable actions can be exported."
        case .unknownAction(let step, let type):
            "Step \(step) is a \(type), which this app does not know: register it with InspectorActionTypes."
        case .undecodableAction(let step, let type, let reason):
            "Step \(step) is a \(type) that no longer decodes (\(reason)): the recording was made with another version of it."
        case .wrongWorkflow(let recorded, let expected):
            "The recording is of \(recorded), not \(expected)."
        case .unreadable(let reason):
            "This is not a recording: \(reason)."
        case .unsupportedFormat(let found, let supported):
            "The recording is in format \(found); this inspector reads format \(supported)."
        }
    }
}
