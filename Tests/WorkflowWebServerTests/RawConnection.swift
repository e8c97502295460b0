#if WebServer
import Dispatch
import WorkflowPlatform

#if canImport(Glibc)
private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
private let streamSocket = SOCK_STREAM
#endif

/// A plain TCP connection to a test server, for what an HTTP client library will not send:
/// a forged `Host`, a request head that never ends, a connection that sends nothing. Its
/// blocking calls run on a Dispatch queue, never on the cooperative pool the server's
/// sessions need, and every read gives up after `timeout` seconds, so a test fails instead of
/// hanging.
final class RawConnection: Sendable {
    enum Failure: Error {
        case cannotConnect(errno: Int32)
    }

    private let descriptor: Int32
    private static let queue = DispatchQueue(label: "raw-connection", attributes: .concurrent)

    /// Connects to `127.0.0.1:port` from the loopback address `source` (any of 127/8 works on
    /// Linux, so tests can be several clients).
    init(port: Int, source: String = "127.0.0.1", timeout: Int = 20) throws {
        descriptor = socket(AF_INET, streamSocket, 0)
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, source, &local.sin_addr)
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, connected == 0 else {
            let error = errno
            close(descriptor)
            throw Failure.cannotConnect(errno: error)
        }
    }

    deinit {
        close(descriptor)
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        // A peer that has closed is found out by the next read; no SIGPIPE for the test.
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes the connection (or the read timeout),
    /// and whether it closed.
    func readUntilClosed() async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Self.queue.async {
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { recv(self.descriptor, $0.baseAddress, $0.count, 0) }
                    if count > 0 {
                        received += buffer[0..<count]
                    } else {
                        continuation.resume(returning: (String(decoding: received, as: UTF8.self), count == 0))
                        return
                    }
                }
            }
        }
    }

    /// What the server sends first (up to 64 KiB), or "" when it closes or times out first.
    func readSome() async -> String {
        await withCheckedContinuation { continuation in
            Self.queue.async {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = buffer.withUnsafeMutableBytes { recv(self.descriptor, $0.baseAddress, $0.count, 0) }
                continuation.resume(returning: count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : "")
            }
        }
    }
}
#endif
