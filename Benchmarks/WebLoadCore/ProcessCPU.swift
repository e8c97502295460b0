/// Reads a process's CPU time from the text of Linux's `/proc/PID/stat`.
public enum ProcessCPU {
    /// User plus system time (`utime` + `stime`) in clock ticks, or `nil` if `stat` is not
    /// such a line.
    ///
    /// The command name (field 2) is in parentheses and may itself hold spaces or
    /// parentheses, so the fields are counted from the last `)`: `utime` and `stime` are the
    /// 14th and 15th fields of the line, the 12th and 13th after the name.
    public static func ticks(inStat stat: String) -> Int? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state (3), ppid (4), … utime (14) and stime (15).
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Clock ticks per second as Linux reports them in `/proc` (`sysconf(_SC_CLK_TCK)`), 100
    /// on every Linux the tool runs on.
    public static let ticksPerSecond = 100
}
