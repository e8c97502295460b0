import CWorkflowTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own terminal: standard input and output.
///
/// ``start(events:)`` refuses to run unless both are terminals, then switches to raw mode and
/// the alternate screen. The terminal is put back as it was by ``stop()``, and also when the
/// process gets SIGINT, SIGTERM, SIGHUP or SIGQUIT, or crashes (SIGABRT, SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGFPE): the handlers restore it, then let the signal take its usual
/// course. Window size changes (SIGWINCH) arrive as ``TerminalEvent/resize(_:)``. What the
/// process writes to standard error while the app runs (a fatal error's message, say) is held
/// back and written after the terminal is restored, so it is not lost with the alternate
/// screen.
public final class StandardTerminal: TerminalDevice {
    private var stopPipe: (read: Int32, write: Int32)?

    /// The terminal on standard input and output.
    public init() {}

    /// The window size, or 80×24 if it cannot be read.
    public var size: TerminalSize { standardOutputWindowSize() }

    /// Enters raw mode and the alternate screen, installs the restoring signal handlers and
    /// starts reading keys on a thread of its own.
    public func start(events: AsyncStream<TerminalEvent>.Continuation) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "standard output") }
        let restore = Array(ControlSequence.restore.utf8)
        restore.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { wft_set_restore_sequence($0.baseAddress, $0.count) }
        }
        guard wft_install_restoring_signal_handlers() == 0 else { throw .systemCallFailed(call: "sigaction", errno: errno) }
        let resizes = wft_resize_notifications()
        guard resizes >= 0 else { throw .systemCallFailed(call: "pipe", errno: errno) }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .systemCallFailed(call: "pipe", errno: errno) }
        guard wft_enter_raw_mode(STDIN_FILENO) == 0 else { throw .systemCallFailed(call: "tcsetattr", errno: errno) }
        // If stderr cannot be captured, messages still appear, just on the app's screen.
        _ = wft_capture_standard_error()
        stopPipe = (pipeEnds[0], pipeEnds[1])
        write(Array(ControlSequence.start.utf8))
        let reader = InputReader(input: STDIN_FILENO, resizes: resizes, stop: pipeEnds[0], events: events)
        let thread = Thread { reader.run() }
        thread.name = "WorkflowTerminalUI input"
        thread.start()
    }

    /// Writes all of `bytes` to standard output.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeToDescriptor(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Stops the input thread and restores the terminal.
    public func stop() {
        guard let stopPipe else { return }
        self.stopPipe = nil
        var byte: UInt8 = 1
        _ = writeToDescriptor(stopPipe.write, &byte, 1)
        wft_restore()
    }
}
