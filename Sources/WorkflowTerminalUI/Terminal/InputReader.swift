import WorkflowPlatform

/// Reads the terminal's bytes on a thread of its own, turning them into key events; also
/// reports window resizes. A lone Escape is reported once no byte follows it for a short
/// while, which is how terminals tell the Escape key from the start of a sequence.
///
/// It returns when `stop` becomes readable or hangs up (its write end is closed), or when the
/// input ends. While it runs it also trims held standard error, if `trimsStandardError`, at
/// least every ``StandardErrorCapture/trimInterval``: the thread is already there, and it
/// stops before the capture is released.
struct InputReader: Sendable {
    let input: Int32
    let output: Int32
    let resizes: Int32
    let stop: Int32
    let trimsStandardError: Bool
    let events: AsyncStream<TerminalEvent>.Continuation

    func run() {
        var parser = KeyParser()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptors = [input, resizes, stop].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let idle = trimsStandardError ? StandardErrorCapture.trimInterval : nil
            let timeout = (parser.flushDelay ?? idle).map(Self.milliseconds) ?? -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if trimsStandardError { StandardErrorCapture.trim() }
            if ready < 0 {
                if errno == EINTR { continue }
                events.yield(.endOfInput)
                return
            }
            if ready == 0 {
                // Nothing came within the parser's delay: a lone Escape is the Escape key, an
                // open paste is over. (With nothing pending, the wait was only for the trim.)
                for key in parser.flush() { events.yield(.key(key)) }
                continue
            }
            if descriptors[2].revents != 0 { return }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                _ = read(resizes, &drained, drained.count)
                events.yield(.resize(windowSize(of: output)))
            }
            if descriptors[0].revents != 0 {
                let count = read(input, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    events.yield(.endOfInput)
                    return
                }
                for key in parser.parse(buffer[0..<count]) { events.yield(.key(key)) }
            }
        }
    }

    /// `duration` in whole milliseconds, for `poll`.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
