#if WebServer
import NIOCore
import NIOWebSocket
import WebLoadCore

/// One simulated browser page: loads the page, joins its session over the WebSocket, waits at
/// the gate, then clicks the page's load target at the run's rate until the run ends, checking
/// every message the server sends. In a broadcast run the first session clicks Publish at the
/// broadcast interval and the others only listen; every one follows the messages its page
/// shows.
struct LoadSession: Sendable {
    /// The session's place in the run: spreads the sessions' clicks evenly over each period.
    var index: Int
    var options: LoadOptions
    var gate: StartGate
    /// Told once whether the session joined, so the run can open the next one.
    var joined: AsyncStream<Bool>.Continuation
    /// The run's publishes, in a broadcast run; `nil` otherwise.
    var publishLog: Locked<PublishLog>?

    /// What one session found.
    struct Outcome: Sendable {
        var checker: SessionChecker
        /// What its page showed of the broadcast, in a broadcast run.
        var broadcast: BroadcastTracker?
    }

    /// Runs the session to its end and returns what its checks found.
    func run() async -> Outcome {
        let state = Locked(SessionChecker(pageSequence: 0))
        let broadcast = publishLog == nil ? nil : Locked(BroadcastTracker())
        var hasReported = false
        let port = options.port(ofSession: index)
        // What the session was doing, for its failure's message.
        var stage = "GET /"
        do {
            let source = options.sourceAddress(ofSession: index)
            let page = try await PageRequest(host: options.host, port: port, source: source).send(path: "/")
            guard page.status == 200 else { throw LoadSessionError.page(status: page.status, body: page.body) }
            let scan = try PageScan(setCookieHeaders: page.setCookieHeaders, html: page.body)
            state.withLock { $0 = SessionChecker(pageSequence: scan.sequence) }
            if options.clickRate(ofSession: index) > 0, scan.target == nil { throw LoadSessionError.noTarget }
            stage = "opening /live"
            let socket = try await LiveSocket.open(host: options.host, port: port, source: source, path: "/live", cookie: scan.cookie)
            stage = "joining"
            try await socket.executeThenClose { inbound, outbound in
                try await outbound.write(LiveSocket.text(#"{"type":"join","v":3,"token":"\#(scan.token)","seq":\#(scan.sequence),"epoch":"\#(scan.epoch)"}"#))
                var frames = inbound.makeAsyncIterator()
                while !state.withLock({ $0.hasJoined }), let frame = try await frames.next() {
                    guard try await Self.handle(frame, into: state, broadcast: broadcast, replyingWith: outbound) else { break }
                }
                let didJoin = state.withLock { $0.hasJoined }
                joined.yield(didJoin)
                hasReported = true
                guard didJoin else { return }
                stage = "the run"
                // Frames are read (and pings answered) while the session waits at the gate too.
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        let start = await gate.wait()
                        try await clickUntilTheEnd(start: start, target: scan.target, state: state, broadcast: broadcast) { text in
                            try await outbound.write(LiveSocket.text(text))
                        }
                        try await outbound.write(LiveSocket.close())
                    }
                    while let frame = try await frames.next() {
                        guard try await Self.handle(frame, into: state, broadcast: broadcast, replyingWith: outbound) else { break }
                    }
                    try await group.waitForAll()
                }
            }
        } catch {
            state.withLock { $0.fail("session \(index) (port \(port), \(stage)): \(error)") }
        }
        if !hasReported { joined.yield(false) }
        if options.isPublisher(index) {
            // Even if this session failed before publishing: the others then wait for nothing.
            publishLog?.withLock { $0.isFinished = true }
        }
        let checker = state.withLock { checker in
            checker.finish()
            return checker
        }
        return Outcome(checker: checker, broadcast: broadcast?.withLock { $0 })
    }

    /// Checks a text frame (and notes what it shows of a broadcast), answers a ping; returns
    /// `false` once the server closed.
    private static func handle(
        _ stamped: StampedFrame,
        into state: Locked<SessionChecker>,
        broadcast: Locked<BroadcastTracker>?,
        replyingWith outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    ) async throws -> Bool {
        let (frame, time) = (stamped.frame, stamped.arrival)
        switch frame.opcode {
        case .text where frame.fin:
            let text = String(buffer: frame.unmaskedData)
            let progress = state.withLock { checker in
                checker.receive(text, at: time)
                return checker.progressToReport()
            }
            broadcast?.withLock { $0.observe(text, at: time) }
            if let progress {
                // As the page does: the server holds patches back from a page that says nothing.
                try? await outbound.write(LiveSocket.text(#"{"type":"seen","seq":\#(progress)}"#))
            }
        case .ping:
            // A ping may cross this session's close at the end of the run; a pong that cannot
            // be written then is no finding (a lost connection shows up elsewhere).
            try? await outbound.write(LiveSocket.pong(to: frame))
        case .connectionClose:
            return false
        case .pong:
            break
        default:
            // The server sends each message as one text frame; anything else is a finding.
            state.withLock { $0.fail("an unexpected frame: \(frame.opcode), fin \(frame.fin)") }
        }
        return true
    }

    /// Clicks at the session's rate from its phase until the run's end, then waits (a bounded
    /// time) for the answers to what it sent and, in a broadcast run, for its page to show
    /// every message published.
    private func clickUntilTheEnd(
        start: ContinuousClock.Instant,
        target: Int?,
        state: Locked<SessionChecker>,
        broadcast: Locked<BroadcastTracker>?,
        send: (String) async throws -> Void
    ) async throws {
        let end = start + .seconds(options.duration)
        let rate = options.clickRate(ofSession: index)
        if rate > 0, let target {
            let period = Duration.seconds(1 / rate)
            var next = start + period * (Double(index % options.sessions) / Double(options.sessions))
            let publishes = options.isPublisher(index)
            while next < end {
                try await Task.sleep(until: next, clock: .continuous)
                let time = Clocks.nanoseconds()
                let (number, seen) = state.withLock { $0.willSendEvent(at: time) }
                // The publisher's click number k publishes message #k (the bench numbers its
                // clicks), so message k's send time is this event's.
                if publishes { publishLog?.withLock { $0.sentAt.append(time) } }
                try await send(#"{"type":"event","n":\#(number),"target":\#(target),"event":"click","seq":\#(seen)}"#)
                next += period
            }
            if publishes { publishLog?.withLock { $0.isFinished = true } }
        } else {
            try await Task.sleep(until: end, clock: .continuous)
        }
        let patience = ContinuousClock.now + Self.answerPatience
        while state.withLock({ $0.isWaiting }) || isBehind(broadcast), ContinuousClock.now < patience {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Whether the publisher may still send, or this page has not yet shown its last message.
    private func isBehind(_ broadcast: Locked<BroadcastTracker>?) -> Bool {
        guard let broadcast, let publishLog else { return false }
        let (published, isFinished) = publishLog.withLock { ($0.sentAt.count, $0.isFinished) }
        return !isFinished || broadcast.withLock { $0.last } < published
    }

    /// How long a session waits, after the run's end, for answers still due.
    static let answerPatience = Duration.seconds(5)
}

/// Why a session could not take part.
enum LoadSessionError: Error, CustomStringConvertible {
    case page(status: Int, body: String)
    case noTarget

    var description: String {
        switch self {
        case .page(let status, let body): "GET / answered \(status): \(body.prefix(120))"
        case .noTarget: "the page has no element marked data-load-target to click (start the server with --bench counter, list or topic)"
        }
    }
}

/// The monotonic time every send and receive is stamped with.
enum Clocks {
    private static let epoch = ContinuousClock.now

    /// Nanoseconds since the tool's first call to this clock.
    static func nanoseconds() -> UInt64 {
        // The epoch is read first: on the first call it is set lazily, after `now` otherwise.
        let start = epoch
        let elapsed = (ContinuousClock.now - start).components
        return UInt64(elapsed.seconds) * 1_000_000_000 + UInt64(elapsed.attoseconds / 1_000_000_000)
    }
}
#endif
