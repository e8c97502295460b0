#if WebServer
import NIOCore
import WebLoadCore

/// The joined sessions of one event loop, and what drives them once the run starts: one
/// timer for the whole loop clicks each session as its click falls due (a ``ClickSchedule``),
/// and at the run's end each session is closed as soon as it has its answers, or when the
/// patience runs out. Sessions that stop reading (`--stop-reading`) stop as the run starts and
/// read again as it ends, so that catching up falls within the patience. Lives on its loop, as
/// its sessions' handlers do.
final class LoopSessions: NIOScheduledCallbackHandler {
    private let eventLoop: any EventLoop
    private var sessions: [LiveSessionHandler] = []
    private var schedule = ClickSchedule(end: 0)
    private var hasStarted = false
    /// When the sessions still waiting for answers are closed anyway; set at the run's end.
    private var patienceEnd: UInt64?

    /// How long sessions wait, after the run's end, for answers still due.
    static let answerPatience = UInt64(LoadSession.answerPatience.components.seconds) * 1_000_000_000
    /// How often the sessions still waiting are looked at after the run's end.
    static let settlingInterval: UInt64 = 10_000_000

    init(eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    /// Takes a session that has joined; it clicks (if it does) once the run starts.
    func add(_ session: LiveSessionHandler) {
        sessions.append(session)
    }

    /// Starts the run at `start` (nanoseconds on ``Clocks``); it lasts `duration`.
    func start(at start: UInt64, duration: UInt64) {
        guard !hasStarted else { return }
        hasStarted = true
        schedule = ClickSchedule(end: start + duration)
        for (index, session) in sessions.enumerated() {
            session.stopReading()
            guard let timing = session.clickTiming else { continue }
            schedule.add(session: index, firstAt: start + timing.offset, period: timing.period)
        }
        wake(at: schedule.nextDue ?? schedule.end)
    }

    func handleScheduledCallback(eventLoop: some EventLoop) {
        let now = Clocks.nanoseconds()
        while let index = schedule.takeDue(at: now) { sessions[index].click() }
        // Each click at its own instant, not gathered on a coarser grid: a 1 ms grid cut the
        // tool's CPU by about 40 % at 10,000 clicks a second, but sent each loop's clicks in
        // bursts of five, which doubled the client's p50 and cut the server's CPU per event by
        // 30 % (one wake-up served several events): it changed what is measured.
        if let next = schedule.nextDue { return wake(at: next) }
        if now < schedule.end { return wake(at: schedule.end) }
        settle(now: now)
    }

    /// After the run's end: closes the sessions that have their answers, or all of them once
    /// the patience is over, and looks again shortly if some are still waiting.
    private func settle(now: UInt64) {
        let deadline: UInt64
        if let patienceEnd {
            deadline = patienceEnd
        } else {
            deadline = now + Self.answerPatience
            patienceEnd = deadline
            for session in sessions {
                session.runEnded()
                session.resumeReading()
            }
        }
        var isWaiting = false
        for session in sessions where session.isRunning {
            if session.hasItsAnswers || now >= deadline {
                session.close()
            } else {
                isWaiting = true
            }
        }
        if isWaiting { wake(at: now + Self.settlingInterval) }
    }

    private func wake(at due: UInt64) {
        // Scheduling fails only on a loop that is shutting down, which the tool's loops never
        // do; were it to happen, the tool's time limit would end the run.
        _ = try? eventLoop.assumeIsolated().scheduleCallback(at: .uptimeNanoseconds(due), handler: self)
    }
}
#endif
