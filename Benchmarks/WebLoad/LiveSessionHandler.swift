#if WebServer
import NIOCore
import NIOWebSocket
import WebLoadCore

/// One session's WebSocket once upgraded, run on its event loop: it joins, checks and times
/// every frame as the decoder hands it over, answers pings, clicks when its loop's
/// ``LoopSessions`` says, and closes at the run's end.
///
/// No task per session: with a task reading each socket, every message cost a task wake-up
/// (and every click a sleeping task's), and on a small machine the tool's own scheduling
/// dominated the latency it measured. Here a message costs one `channelRead`.
final class LiveSessionHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// What the session is to do, decided before its socket opens.
    struct Plan: Sendable {
        /// The session's place in the run, for its failures' messages.
        var index: Int
        var port: Int
        /// The patch its page is up to date with.
        var pageSequence: Int
        /// The join message.
        var join: String
        /// The element it clicks; `nil` if the page has none (then it never clicks).
        var target: Int?
        /// When it clicks (``LoadOptions/clickTiming(ofSession:)``); `nil` if it does not.
        var clickTiming: (offset: UInt64, period: Double)?
        /// Whether it is a broadcast run's publisher.
        var isPublisher: Bool
        /// Whether it stops reading its socket for the run (``LoadOptions/stopReading``).
        var stopsReading: Bool
        /// The run's publishes, in a broadcast run (every session then follows what its page
        /// shows of them); `nil` otherwise.
        var publishLog: Locked<PublishLog>?
    }

    private enum State {
        /// Open, the join not yet sent.
        case upgraded
        /// The join sent, not yet answered.
        case joining
        /// Joined: waiting for the start, clicking, or waiting for its answers.
        case running
        /// Its close sent at the run's end.
        case closing
        /// The connection has ended and the outcome is out.
        case closed
    }

    private let plan: Plan
    private let loop: LoopSessions
    private var state = State.upgraded
    private var checker: SessionChecker
    private var broadcast: BroadcastTracker?
    /// What it went through, if it is one that stops reading.
    private var stall: StalledSession?
    private var masks = MaskKeys()
    private var context: ChannelHandlerContext?
    /// Whether the connection's end or error has been reported as a failure already.
    private var hasFailedConnection = false
    private var hasReportedJoin = false
    private let joinedPromise: EventLoopPromise<Bool>
    private let outcomePromise: EventLoopPromise<LoadSession.Outcome>

    /// A handler for a socket on `eventLoop`, whose sessions `loop` drives.
    init(plan: Plan, loop: LoopSessions, eventLoop: any EventLoop) {
        self.plan = plan
        self.loop = loop
        checker = SessionChecker(pageSequence: plan.pageSequence)
        broadcast = plan.publishLog == nil ? nil : BroadcastTracker()
        stall = plan.stopsReading ? StalledSession() : nil
        joinedPromise = eventLoop.makePromise()
        outcomePromise = eventLoop.makePromise()
    }

    /// What the session's task waits for.
    var connection: LiveConnection {
        LiveConnection(joined: joinedPromise.futureResult, outcome: outcomePromise.futureResult)
    }

    /// When the session clicks, if it does.
    var clickTiming: (offset: UInt64, period: Double)? {
        plan.target == nil ? nil : plan.clickTiming
    }

    /// Whether it is joined and has not yet been told to close.
    var isRunning: Bool {
        state == .running
    }

    /// Whether the session waits for nothing more: every event it sent is answered and, in a
    /// broadcast run, the publisher is done and the page shows every message published.
    var hasItsAnswers: Bool {
        guard !checker.isWaiting else { return false }
        guard let broadcast, let publishLog = plan.publishLog else { return true }
        let (published, isFinished) = publishLog.withLock { ($0.sentAt.count, $0.isFinished) }
        return isFinished && broadcast.last >= published
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        end()
        self.context = nil
    }

    /// Whether its page shows every message published so far (in a broadcast run).
    private var isCurrent: Bool {
        guard let broadcast, let publishLog = plan.publishLog else { return true }
        return broadcast.last >= publishLog.withLock { $0.sentAt.count }
    }

    /// The run starts: a session that stops reading switches its socket's reads off. NIO then
    /// reads nothing more from the socket, so what the server writes waits in the kernel's
    /// buffers and, once they are full, the server's writes stop: TCP backpressure, as from a
    /// stalled tab.
    func stopReading() {
        guard stall != nil, state == .running, let context else { return }
        do {
            try context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: false)
            stall?.stop(at: Clocks.nanoseconds())
        } catch {
            checker.fail("session \(plan.index): could not stop reading: \(error)")
        }
    }

    /// The run's end: a session that stopped reading reads again, and must catch up.
    func resumeReading() {
        guard stall?.stoppedAt != nil, state == .running, let context else { return }
        stall?.resume(at: Clocks.nanoseconds(), isCurrent: isCurrent)
        do {
            try context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: true)
            context.read()
        } catch {
            checker.fail("session \(plan.index): could not read again: \(error)")
        }
    }

    /// Sends the join.
    func join() {
        guard state == .upgraded else { return }
        state = .joining
        send { $0.writeString(plan.join) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // Stamped first, as the decoder hands the frame over: what the session does with it
        // is the tool's time, not the server's.
        let time = Clocks.nanoseconds()
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text where frame.fin:
            receive(frame.unmaskedData, at: time)
        case .ping:
            context.writeAndFlush(wrapOutboundOut(LiveSocket.pong(to: frame, mask: masks.key())), promise: nil)
        case .connectionClose:
            // The server's close, or its answer to ours: the connection is done.
            context.close(promise: nil)
        case .pong:
            break
        default:
            // The server sends each message as one text frame; anything else is a finding.
            checker.fail("an unexpected frame: \(frame.opcode), fin \(frame.fin)")
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        failConnection("\(error)")
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        if state == .running { failConnection("the server closed the connection before the run's end") }
        end()
        context.fireChannelInactive()
    }

    /// Sends the next event, a click on the target, stamped just before its frame is written.
    func click() {
        guard state == .running, let target = plan.target else { return }
        let time = Clocks.nanoseconds()
        let (number, seen) = checker.willSendEvent(at: time)
        // The publisher's click number k publishes message #k (the bench numbers its clicks),
        // so message k's send time is this event's.
        if plan.isPublisher { plan.publishLog?.withLock { $0.sentAt.append(time) } }
        send { buffer in
            buffer.writeStaticString(#"{"type":"event","n":"#)
            buffer.writeString(String(number))
            buffer.writeStaticString(#","target":"#)
            buffer.writeString(String(target))
            buffer.writeStaticString(#","event":"click","seq":"#)
            buffer.writeString(String(seen))
            buffer.writeStaticString("}")
        }
    }

    /// The run's clicking time is over: a publisher tells the listeners it is done.
    func runEnded() {
        if plan.isPublisher { plan.publishLog?.withLock { $0.isFinished = true } }
    }

    /// Sends a normal close; the session ends when the server answers it.
    func close() {
        guard state == .running, let context else { return }
        state = .closing
        context.writeAndFlush(wrapOutboundOut(LiveSocket.close(allocator: context.channel.allocator, mask: masks.key())), promise: nil)
    }

    /// Ends the session once its connection is gone (or never took the handler): the join is
    /// settled, its checks finished and its outcome handed to the run. Only the first call
    /// counts.
    func end() {
        guard state != .closed else { return }
        state = .closed
        reportJoin(false)
        // Even if this session failed before publishing: the others then wait for nothing.
        runEnded()
        checker.finish()
        outcomePromise.succeed(LoadSession.Outcome(checker: checker, broadcast: broadcast, stall: stall))
    }

    private func receive(_ text: ByteBuffer, at time: UInt64) {
        let (patches, resets) = (checker.patchCount, checker.resetCount)
        text.withUnsafeReadableBytes { bytes in
            checker.receive(utf8: bytes, at: time)
            broadcast?.observe(utf8: bytes, at: time)
        }
        if stall != nil {
            let (isPatch, isReset) = (checker.patchCount > patches, checker.resetCount > resets)
            stall?.observe(isPatch: isPatch, isReset: isReset, at: time, isCurrent: isCurrent)
        }
        if let progress = checker.progressToReport() {
            // As the page does: the server holds patches back from a page that says nothing.
            send { buffer in
                buffer.writeStaticString(#"{"type":"seen","seq":"#)
                buffer.writeString(String(progress))
                buffer.writeStaticString("}")
            }
        }
        if state == .joining, checker.hasJoined {
            state = .running
            loop.add(self)
            reportJoin(true)
        }
    }

    private func reportJoin(_ didJoin: Bool) {
        guard !hasReportedJoin else { return }
        hasReportedJoin = true
        joinedPromise.succeed(didJoin)
    }

    private func failConnection(_ what: String) {
        guard !hasFailedConnection else { return }
        hasFailedConnection = true
        let stage = state == .upgraded || state == .joining ? "joining" : "the run"
        checker.fail("session \(plan.index) (port \(plan.port), \(stage)): \(what)")
    }

    /// Writes a text frame whose payload `write` writes.
    private func send(_ write: (inout ByteBuffer) -> Void) {
        guard let context else { return }
        context.writeAndFlush(
            wrapOutboundOut(LiveSocket.text(allocator: context.channel.allocator, mask: masks.key(), write)), promise: nil)
    }
}
#endif
