#if WebServer
import NIOCore

/// The monotonic time every send and receive is stamped with and every click is scheduled on:
/// NIO's deadline clock (`CLOCK_MONOTONIC`), so that a click's due time is a deadline an event
/// loop takes as it is.
enum Clocks {
    /// Nanoseconds on the clock (since some moment before the tool started).
    static func nanoseconds() -> UInt64 {
        NIODeadline.now().uptimeNanoseconds
    }
}
#endif
