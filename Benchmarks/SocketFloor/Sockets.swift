#if canImport(Glibc)
import CEpoll
import Glibc

/// A failed system call, with what was being done and `errno`'s text, or another failure of a
/// connection.
struct SocketError: Error, CustomStringConvertible {
    var description: String

    /// `what` failed, for the reason `errno` gives.
    init(_ what: String) {
        description = "\(what): \(String(cString: strerror(errno)))"
    }

    /// A failure that `errno` does not describe.
    init(saying description: String) {
        self.description = description
    }
}

/// The few socket and epoll calls the floor makes, each checked, on IPv4 loopback only.
enum Sockets {
    /// A loopback address of `port` (127.0.0.1; the floor never leaves the machine).
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// A non-blocking TCP socket listening on 127.0.0.1:`port`, which other sockets of this
    /// process may listen on too.
    static func listen(port: UInt16) throws(SocketError) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw SocketError("socket") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        // Each of the server's threads listens on the port, and the kernel spreads connections.
        setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw SocketError("bind 127.0.0.1:\(port)") }
        guard Glibc.listen(fd, 4096) == 0 else { throw SocketError("listen") }
        return fd
    }

    /// A connection to 127.0.0.1:`port`, connected while blocking, then made non-blocking.
    static func connect(port: UInt16) throws(SocketError) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError("socket") }
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw SocketError("connect to 127.0.0.1:\(port)") }
        try prepare(fd)
        return fd
    }

    /// Non-blocking, and with Nagle's algorithm off, as NIO and browsers have their sockets.
    static func prepare(_ fd: Int32) throws(SocketError) {
        guard fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 else { throw SocketError("fcntl") }
        var one: Int32 = 1
        guard setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw SocketError("TCP_NODELAY")
        }
    }

    /// Watches `fd` for reading on the epoll instance `poll`, level-triggered (as NIO does).
    static func watch(_ fd: Int32, on poll: Int32) throws(SocketError) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = fd
        guard epoll_ctl(poll, EPOLL_CTL_ADD, fd, &event) == 0 else { throw SocketError("epoll_ctl") }
    }

    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
#endif
