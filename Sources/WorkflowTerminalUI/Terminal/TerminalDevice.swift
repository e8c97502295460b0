/// A terminal an app runs on: the real one (``StandardTerminal``) or a headless
/// ``VirtualTerminal``.
///
/// A device is used from the app's isolation only. Events may come from any thread through
/// the continuation it is given.
public protocol TerminalDevice: AnyObject {
    /// The current size in cells.
    var size: TerminalSize { get }

    /// How many colours it shows.
    var colorDepth: ColorDepth { get }

    /// Prepares the terminal (raw mode, alternate screen) and starts delivering key presses,
    /// resizes and the end of input to `events`.
    ///
    /// - Throws: ``TerminalError`` if the terminal cannot be used.
    func start(events: AsyncStream<TerminalEvent>.Continuation) throws(TerminalError)

    /// Writes bytes (text and control sequences) to the terminal.
    func write(_ bytes: [UInt8])

    /// Stops delivering events and puts the terminal back as it was. Calling it twice does
    /// nothing more.
    func stop()

    /// Hands the terminal back to the shell and stops the process, as Ctrl-Z does for other
    /// programs, until the shell continues it (`fg`); then takes the terminal again (raw mode,
    /// alternate screen). The app redraws everything afterwards.
    func suspend()
}

extension TerminalDevice {
    /// 24-bit colour, for devices that do not say.
    public var colorDepth: ColorDepth { .trueColor }

    /// Does nothing, for devices that cannot be suspended.
    public func suspend() {}
}

/// Why a terminal app cannot run.
public enum TerminalError: Error, Hashable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe or a file), so raw mode and the
    /// alternate screen are impossible.
    case notATerminal(stream: String)
    /// The C call named `call` failed with `errno` (for example `tcsetattr` on a descriptor
    /// that is not a terminal).
    case systemCallFailed(call: String, errno: Int32)
    /// The file that ``StandardErrorHandling/logFile(path:)`` names cannot be opened for
    /// appending; `reason` is the system's explanation.
    case logFileUnavailable(path: String, reason: String)

    /// A sentence naming the problem and what to do.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return
                "\(stream) is not a terminal. Run the app directly in a terminal window (not through a pipe or with redirected \(stream))."
        case .systemCallFailed(let call, let errno):
            return "\(call) failed with errno \(errno); the terminal could not be set up."
        case .logFileUnavailable(let path, let reason):
            return "The standard error log file \(path) cannot be opened (\(reason)). Give a path in an existing, writable directory."
        }
    }
}
