/// What ``StandardTerminal`` does with the process's standard error while the app owns the
/// screen, where anything written to it would scribble over the frame and vanish with the
/// alternate screen.
public enum StandardErrorHandling: Hashable, Sendable {
    /// Held back and written after the terminal is restored (on stop, a signal or a crash).
    /// Only the last `bytes` are kept, starting at a line; the replay first says how many
    /// earlier bytes were dropped. What the held files take on disk stays under twice `bytes`
    /// plus what is written in a quarter of a second.
    case holdBack(keepingLast: Int)
    /// Appended to the file at `path` as it is written, so it can be followed live
    /// (`tail -f`) and nothing is dropped. After the restore, one line names the file if
    /// anything was written to it.
    case logFile(path: String)

    /// Holds back the last 64 KiB.
    public static let holdBack = StandardErrorHandling.holdBack(keepingLast: 64 * 1024)

    /// Whether the output is held back (and so must be trimmed while the app runs).
    var holdsBack: Bool {
        if case .holdBack = self { true } else { false }
    }
}
