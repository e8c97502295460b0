import CWorkflowTerminal
import Foundation
import WorkflowPlatform

/// The process's own terminal: standard input and output.
///
/// ``start(events:)`` refuses to run unless both are terminals, then switches to raw mode and
/// the alternate screen. The terminal is put back as it was by ``stop()``, and also when the
/// process gets SIGINT, SIGTERM, SIGHUP or SIGQUIT, or crashes (SIGABRT, SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGFPE): the handlers restore it, then let the signal take its usual
/// course. The handlers are installed while a terminal runs and the ones that were there
/// before are put back when it stops, so apps can run one after another in a process. Window
/// size changes (SIGWINCH) arrive as ``TerminalEvent/resize(_:)``. What the process writes to
/// standard error while the app runs goes where `standardError` says (by default, the last
/// 64 KiB are held back and written after the terminal is restored).
public final class StandardTerminal: TerminalDevice {
    /// What one start opened, for ``stop()`` to close.
    private struct Session {
        let stopWriteEnd: Int32
        let stopReadEnd: Int32
        let readerFinished: DispatchSemaphore
    }

    private let input: Int32
    private let output: Int32
    private let standardError: StandardErrorHandling
    private var session: Session?

    /// The terminal on standard input and output.
    ///
    /// - Parameter standardError: Where standard error goes while the app runs.
    public convenience init(standardError: StandardErrorHandling = .holdBack) {
        self.init(input: STDIN_FILENO, output: STDOUT_FILENO, standardError: standardError)
    }

    /// The terminal on other descriptors (a pseudo-terminal in tests).
    package init(input: Int32, output: Int32, standardError: StandardErrorHandling = .holdBack) {
        self.input = input
        self.output = output
        self.standardError = standardError
    }

    /// The window size, or 80×24 if it cannot be read.
    public var size: TerminalSize { windowSize(of: output) }

    /// What the process's `NO_COLOR`, `TERM` and `COLORTERM` announce (see
    /// ``ColorDepth/detected(from:)``).
    public var colorDepth: ColorDepth { .ofProcess }

    /// Enters raw mode and the alternate screen, installs the restoring signal handlers,
    /// redirects standard error and starts reading keys on a thread of its own.
    ///
    /// - Throws: ``TerminalError`` if standard input or output is not a terminal, if the log
    ///   file cannot be opened, or if a system call fails; nothing is left changed then.
    public func start(events: AsyncStream<TerminalEvent>.Continuation) throws(TerminalError) {
        guard session == nil else { return }
        guard isatty(input) == 1 else { throw .notATerminal(stream: "standard input") }
        guard isatty(output) == 1 else { throw .notATerminal(stream: "standard output") }
        let restore = Array(ControlSequence.restore.utf8)
        restore.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { wft_set_restore_sequence($0.baseAddress, $0.count) }
        }
        let resizes = wft_acquire_signal_handlers()
        guard resizes >= 0 else { throw .systemCallFailed(call: "sigaction", errno: errno) }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            let error = errno
            wft_release_signal_handlers()
            throw .systemCallFailed(call: "pipe", errno: error)
        }
        do throws(TerminalError) {
            try StandardErrorCapture.start(standardError)
            guard wft_enter_raw_mode(input) == 0 else { throw .systemCallFailed(call: "tcsetattr", errno: errno) }
        } catch {
            // Releases the capture, which has nothing to replay yet.
            wft_restore()
            close(pipeEnds[0])
            close(pipeEnds[1])
            wft_release_signal_handlers()
            throw error
        }
        let session = Session(stopWriteEnd: pipeEnds[1], stopReadEnd: pipeEnds[0], readerFinished: DispatchSemaphore(value: 0))
        self.session = session
        write(Array(ControlSequence.start.utf8))
        let reader = InputReader(
            input: input, output: output, resizes: resizes, stop: pipeEnds[0],
            trimsStandardError: standardError.holdsBack,
            events: events
        )
        let thread = Thread {
            reader.run()
            session.readerFinished.signal()
        }
        thread.name = "WorkflowTerminalUI input"
        thread.start()
    }

    /// Writes all of `bytes` to the terminal.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeToDescriptor(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Restores the terminal (standard error stays captured), stops the process with SIGTSTP,
    /// and once the shell continues it puts raw mode and the alternate screen back.
    public func suspend() {
        guard session != nil else { return }
        guard wft_suspend() == 0 else { return }
        write(Array(ControlSequence.start.utf8))
    }

    /// Stops the input thread (waiting for it), restores the terminal, replays held standard
    /// error, and closes every descriptor the start opened; the last running terminal also
    /// puts back the signal handlers that were there before.
    public func stop() {
        guard let session else { return }
        self.session = nil
        // Closing the write end wakes the reader with a hang-up; writing to it instead could
        // raise SIGPIPE if the reader had already ended with the input.
        close(session.stopWriteEnd)
        session.readerFinished.wait()
        close(session.stopReadEnd)
        wft_restore()
        wft_release_signal_handlers()
    }
}
