#if WebServer
import NIOCore

/// Every event loop's ``LoopSessions``, made before the first session opens: a session's
/// handler finds its loop's there, and the run starts them all at once.
struct SessionLoops: Sendable {
    private let loops: [NIOLoopBound<LoopSessions>]

    /// One ``LoopSessions`` on each loop of `group`.
    static func make(on group: any EventLoopGroup) async throws -> SessionLoops {
        var loops: [NIOLoopBound<LoopSessions>] = []
        for loop in group.makeIterator() {
            loops.append(try await loop.submit { NIOLoopBound(LoopSessions(eventLoop: loop), eventLoop: loop) }.get())
        }
        return SessionLoops(loops: loops)
    }

    /// The sessions of `eventLoop`; called on that loop.
    func sessions(on eventLoop: any EventLoop) throws -> LoopSessions {
        guard let bound = loops.first(where: { $0.eventLoop === eventLoop }) else { throw SessionLoopsError.unknownLoop }
        return bound.value
    }

    /// Starts every loop's sessions at `start` (nanoseconds on ``Clocks``) for `duration`.
    func start(at start: UInt64, duration: UInt64) {
        for bound in loops {
            bound.eventLoop.execute { bound.value.start(at: start, duration: duration) }
        }
    }
}

/// A socket on a loop that ``SessionLoops`` was not made for.
enum SessionLoopsError: Error, CustomStringConvertible {
    case unknownLoop

    var description: String {
        "the socket is on an event loop the load tool did not prepare"
    }
}
#endif
