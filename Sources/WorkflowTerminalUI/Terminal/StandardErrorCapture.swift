import CWorkflowTerminal
import WorkflowPlatform

/// The process-wide capture of standard error behind ``StandardErrorHandling`` (it lives in C
/// because a crash handler replays it). Tests point it at a descriptor of their own instead
/// of standard error.
package enum StandardErrorCapture {
    /// How often the input thread trims held output.
    package static let trimInterval: Duration = .milliseconds(250)

    /// Starts capturing what `descriptor` writes, as `handling` says.
    ///
    /// - Throws: ``TerminalError/logFileUnavailable(path:reason:)`` if the log file cannot be
    ///   opened, ``TerminalError/systemCallFailed(call:errno:)`` if the temporary file cannot
    ///   be made.
    package static func start(_ handling: StandardErrorHandling, descriptor: Int32 = STDERR_FILENO) throws(TerminalError) {
        switch handling {
        case .holdBack(let bytes):
            guard wft_hold_standard_error(descriptor, max(0, bytes)) == 0 else {
                throw .systemCallFailed(call: "mkstemp", errno: errno)
            }
        case .logFile(let path):
            guard wft_log_standard_error(descriptor, path) == 0 else {
                throw .logFileUnavailable(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Starts a new held file once the current one is over the limit.
    package static func trim() {
        wft_trim_standard_error()
    }

    /// The bytes the held files take now.
    package static var heldBytes: Int { Int(wft_held_standard_error_bytes()) }

    /// Points the descriptor back and replays (or reports) what was captured.
    package static func release() {
        wft_release_standard_error()
    }
}
