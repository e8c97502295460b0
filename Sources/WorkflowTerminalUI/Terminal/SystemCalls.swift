import CWorkflowTerminal
import WorkflowPlatform

/// The C library's `write`, under a name that methods called `write` do not hide.
func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// The size of the terminal on `descriptor`, or 80×24 if it cannot be read or is empty.
func windowSize(of descriptor: Int32) -> TerminalSize {
    var columns: Int32 = 0
    var rows: Int32 = 0
    guard wft_window_size(descriptor, &columns, &rows) == 0, columns > 0, rows > 0 else {
        return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(columns: Int(columns), rows: Int(rows))
}
