public import WorkflowUI

/// The rendering of ``StopwatchWorkflow``.
public struct StopwatchScreen: Screen {
    /// Whole seconds counted so far.
    public var elapsedSeconds: Int
    /// Whether it is counting.
    public var isRunning: Bool
    /// Starts counting, or pauses.
    public var onStartOrPause: () -> Void
    /// Pauses and sets the count back to zero.
    public var onReset: () -> Void

    /// The elapsed time as minutes and seconds, such as `01:05`.
    public var elapsedText: String {
        let minutes = elapsedSeconds / 60
        let seconds = elapsedSeconds % 60
        return (minutes < 10 ? "0" : "") + "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds)"
    }

    /// Shows `elapsedSeconds` as minutes and seconds, with buttons that call the two handlers.
    public init(elapsedSeconds: Int, isRunning: Bool, onStartOrPause: @escaping () -> Void, onReset: @escaping () -> Void) {
        self.elapsedSeconds = elapsedSeconds
        self.isRunning = isRunning
        self.onStartOrPause = onStartOrPause
        self.onReset = onReset
    }
}
