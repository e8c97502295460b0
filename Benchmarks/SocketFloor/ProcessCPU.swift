#if canImport(Glibc)
import Glibc
import WebLoadCore

extension ProcessCPU {
    /// A process's CPU time in seconds (user and system, all its threads), read from
    /// `/proc/PID/stat` and parsed by the load tool's own ``ticks(inStat:)``.
    static func seconds(of pid: Int32) throws(SocketError) -> Double {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { throw SocketError("/proc/\(pid)/stat") }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        guard fgets(&line, Int32(line.count), file) != nil else { throw SocketError("reading /proc/\(pid)/stat") }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let ticks = ticks(inStat: text) else { throw SocketError(saying: "cannot parse /proc/\(pid)/stat") }
        return Double(ticks) / Double(ticksPerSecond)
    }
}
#endif
