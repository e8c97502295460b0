#if canImport(Glibc)
import CEpoll
import Glibc
import WebLoadCore

/// The client side of the floor: `connections` sockets, each sending a 40-byte message `rate`
/// times a second at its own random phase and waiting for the 44-byte answer, as
/// `workflow-web-load` clicks its pages. It reads the server's CPU time from `/proc` around the
/// sending and reports it per answered message.
struct PingClient {
    var port: UInt16
    var serverPID: Int32
    var connections: Int
    var rate: Double
    var seconds: Int

    /// What one run measured.
    struct Result {
        var sent = 0
        var answered = 0
        /// Messages not sent because their connection's previous one was still unanswered.
        var skipped = 0
        var serverCPUSeconds = 0.0
    }

    static let message = [UInt8](repeating: UInt8(ascii: "e"), count: 40)
    static let replySize = 44

    func run() throws(SocketError) -> Result {
        let poll = epoll_create1(0)
        guard poll >= 0 else { throw SocketError("epoll_create1") }
        var sockets: [Int32] = []
        for _ in 0..<connections {
            let fd = try Sockets.connect(port: port)
            try Sockets.watch(fd, on: poll)
            sockets.append(fd)
        }
        defer { for fd in sockets { close(fd) } }
        let period = UInt64(1_000_000_000 / rate)
        // Each connection's phase within the period; sending in phase order repeats every period.
        var generator = SystemRandomNumberGenerator()
        let phases = (0..<connections).map { _ in UInt64.random(in: 0..<period, using: &generator) }
        let order = phases.indices.sorted { phases[$0] < phases[$1] }
        var owed = [Int](repeating: 0, count: Int(sockets.max() ?? 0) + 1)  // answer bytes awaited, by descriptor
        var unanswered = 0
        var result = Result()
        var events = [epoll_event](repeating: epoll_event(), count: 256)
        var buffer = [UInt8](repeating: 0, count: 4096)

        let cpuBefore = try ProcessCPU.seconds(of: serverPID)
        let start = Sockets.now()
        let end = start + UInt64(seconds) * 1_000_000_000
        var round: UInt64 = 0
        var next = 0
        while true {
            let now = Sockets.now()
            // Send whatever is due.
            while true {
                let due = start + round * period + phases[order[next]]
                guard due <= now, due < end else { break }
                let fd = sockets[order[next]]
                if owed[Int(fd)] == 0 {
                    let written = Self.message.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                    guard written == Self.message.count else { throw SocketError("write") }
                    owed[Int(fd)] = Self.replySize
                    unanswered += 1
                    result.sent += 1
                } else {
                    result.skipped += 1
                }
                next += 1
                if next == order.count { next = 0; round += 1 }
            }
            let nextDue = start + round * period + phases[order[next]]
            if nextDue >= end && unanswered == 0 { break }
            if now > end + 5_000_000_000 { break }  // answers lost: stop anyway, and report them
            let wait = nextDue > now ? Int32(min((nextDue - now + 999_999) / 1_000_000, 1000)) : 0
            let ready = epoll_wait(poll, &events, Int32(events.count), nextDue >= end ? 100 : wait)
            guard ready >= 0 else {
                if errno == EINTR { continue }
                throw SocketError("epoll_wait")
            }
            for index in 0..<Int(ready) {
                let fd = events[index].data.fd
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
                guard count > 0 else { throw count == 0 ? SocketError(saying: "the server closed a connection") : SocketError("read") }
                guard owed[Int(fd)] > 0 else { continue }  // bytes nobody asked for: not an answer
                owed[Int(fd)] -= count
                if owed[Int(fd)] <= 0 {
                    owed[Int(fd)] = 0
                    unanswered -= 1
                    result.answered += 1
                }
            }
        }
        result.serverCPUSeconds = try ProcessCPU.seconds(of: serverPID) - cpuBefore
        return result
    }
}
#endif
