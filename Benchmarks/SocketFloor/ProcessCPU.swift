#if canImport(Glibc)
import Glibc

/// A process's CPU time (user and system, all its threads) from `/proc/PID/stat`.
enum ProcessCPU {
    static func seconds(of pid: Int32) throws(SocketError) -> Double {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { throw SocketError("/proc/\(pid)/stat") }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        guard fgets(&line, Int32(line.count), file) != nil else { throw SocketError("reading /proc/\(pid)/stat") }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
        guard let close = text.lastIndex(of: ")") else { throw SocketError(saying: "cannot parse /proc/\(pid)/stat") }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw SocketError(saying: "cannot parse /proc/\(pid)/stat")
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
#endif
