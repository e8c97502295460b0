/// Reads a process's memory figures from the text of Linux's `/proc/PID/status`.
public enum ProcessMemory {
    /// The resident set (`VmRSS`) in kibibytes, or `nil` if `status` has no such line.
    public static func residentKilobytes(inStatus status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let fields = line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 2, fields[1] == "kB" else { return nil }
            return Int(fields[0])
        }
        return nil
    }
}
