#if canImport(Glibc)
import CEpoll
import Glibc

/// The server side of the floor: a thread per loop (one by default), each with its own epoll
/// instance, level-triggered, and its own listening socket on the shared port (`SO_REUSEPORT`,
/// so the kernel spreads connections over them), that answers every read with one fixed
/// 44-byte write (a counter patch's size as a WebSocket frame).
///
/// It does per event exactly the system calls NIO's event loop does for a page's event
/// (`epoll_wait`, `read`, one write), and nothing else: no pipeline, no allocation, no parsing.
/// What it costs per event is what the kernel and the machine charge any server at this load.
struct EchoServer {
    var port: UInt16
    /// How long it serves before exiting by itself.
    var seconds: Int
    /// Threads, each serving the connections its listener accepts, as NIO's event loops do.
    var threads = 1

    /// The answer to every read.
    static let reply = [UInt8](repeating: UInt8(ascii: "a"), count: 44)

    func run() throws(SocketError) {
        var others: [pthread_t] = []
        for _ in 1..<max(threads, 1) {
            let server = UnsafeMutablePointer<EchoServer>.allocate(capacity: 1)
            server.initialize(to: self)
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { argument in
                    // Never nil: pthread_create passes this thread the pointer made for it above, its only user.
                    let server = argument!.assumingMemoryBound(to: EchoServer.self)
                    defer { server.deallocate() }
                    do {
                        try server.pointee.serve()
                    } catch {
                        print("socket-floor serve: \(error)")
                        exit(1)
                    }
                    return nil
                }, server)
            guard started == 0 else { throw SocketError("pthread_create") }
            others.append(thread)
        }
        try serve()
        for thread in others { pthread_join(thread, nil) }
    }

    /// One thread's loop: its own listener and epoll instance, until the deadline.
    private func serve() throws(SocketError) {
        let listener = try Sockets.listen(port: port)
        let poll = epoll_create1(0)
        guard poll >= 0 else { throw SocketError("epoll_create1") }
        try Sockets.watch(listener, on: poll)
        var events = [epoll_event](repeating: epoll_event(), count: 256)
        var buffer = [UInt8](repeating: 0, count: 1024)
        let deadline = Sockets.now() + UInt64(seconds) * 1_000_000_000
        while Sockets.now() < deadline {
            let ready = epoll_wait(poll, &events, Int32(events.count), 1000)
            guard ready >= 0 else {
                if errno == EINTR { continue }
                throw SocketError("epoll_wait")
            }
            for index in 0..<Int(ready) {
                let fd = events[index].data.fd
                if fd == listener {
                    try acceptAll(listener, poll: poll)
                } else {
                    answer(fd, buffer: &buffer)
                }
            }
        }
    }

    private func acceptAll(_ listener: Int32, poll: Int32) throws(SocketError) {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == ECONNABORTED { return }
                throw SocketError("accept")
            }
            try Sockets.prepare(fd)
            try Sockets.watch(fd, on: poll)
        }
    }

    private func answer(_ fd: Int32, buffer: inout [UInt8]) {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            _ = Self.reply.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
            close(fd)  // closing removes it from the epoll set
        }
    }
}
#endif
