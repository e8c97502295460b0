#if WebServer
import NIOCore
import Synchronization
import WorkflowPlatform

/// The serial executor of one session's actor: its work runs one piece at a time, inline on
/// the thread that brings it when the session is idle, otherwise queued and run on the
/// session's home event loop.
///
/// A page's event arrives on the event loop of its connection. With the default actor
/// executor, handling it took three thread hops (the loop to the connection's task, that task
/// to the session's actor, the answer back to the loop), and the wake-ups cost several times
/// the work itself. Here the loop that read the event enters the idle session and handles it
/// on the spot (``perform(_:)``), and the patch is written from the same thread. Work that
/// comes while the session is busy, and everything the session's own tasks do (a worker's
/// output, a timer), is queued and run in order by whichever thread holds the session, or by
/// a drain on the home loop.
///
/// Isolation holds because only the thread that took the executor (under its lock) runs the
/// session's work until it gives the executor back; ``checkIsolated()`` tells the runtime
/// which thread that is, so `assumeIsolated` works inside ``perform(_:)``.
final class SessionExecutor: SerialExecutor {
    private enum Work {
        case job(UnownedJob)
        case closure(@Sendable () -> Void)
    }

    private struct State {
        /// Work waiting, oldest first, from `head` on (a ring would save little: it is rarely
        /// more than one or two items, and is emptied whenever the session goes idle).
        var waiting: [Work] = []
        var head = 0
        /// Whether a thread holds the executor, or a drain that will take it is scheduled.
        var isHeld = false
        /// The thread holding the executor, while one does.
        var owner: pthread_t?
        /// Where queued work runs when no thread holds the executor.
        var home: any EventLoop

        mutating func next() -> Work? {
            guard head < waiting.count else {
                waiting.removeAll(keepingCapacity: false)
                head = 0
                return nil
            }
            defer { head += 1 }
            return waiting[head]
        }
    }

    private let state: Mutex<State>

    /// An executor whose queued work runs on `home` until ``moveHome(to:)`` says otherwise.
    init(home: any EventLoop) {
        state = Mutex(State(home: home))
    }

    /// Queued work runs on `loop` from now on: the event loop of the connection that joined
    /// last, so that a worker's patch is written from the loop that owns the socket.
    func moveHome(to loop: any EventLoop) {
        state.withLock { $0.home = loop }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        schedule(.job(UnownedJob(job)))
    }

    /// Runs `work` holding the executor: now, on this thread, if the session is idle (then
    /// whatever was queued meanwhile runs after it, here too); otherwise after the work
    /// already waiting, on the thread that holds the session.
    func perform(_ work: @escaping @Sendable () -> Void) {
        let runsHere = state.withLock { state in
            guard !state.isHeld else {
                state.waiting.append(.closure(work))
                return false
            }
            state.isHeld = true
            state.owner = pthread_self()
            return true
        }
        guard runsHere else { return }
        work()
        runWaiting()
    }

    /// Runs `work` after everything already waiting: on the thread holding the executor when
    /// one does (called from the session's own work, it runs as soon as that work is done),
    /// otherwise by a drain on the home loop.
    func afterCurrentWork(_ work: @escaping @Sendable () -> Void) {
        schedule(.closure(work))
    }

    /// Runs `work` holding the executor at `deadline`, from a timer on the home loop: a timer
    /// costs the loop's heap, not a task or a thread.
    func perform(at deadline: NIODeadline, _ work: @escaping @Sendable () -> Void) {
        let home = state.withLock { $0.home }
        home.scheduleTask(deadline: deadline) { self.perform(work) }
    }

    /// Runs `work` holding the executor at `deadline` or up to `leeway` after it: at the next
    /// multiple of `leeway` on the loop's clock. Many sessions' lenient timers then fall due
    /// at the same instants and fire in one wake-up of the loop, where timers a few
    /// milliseconds apart each cost the loop a wake-up of its own (and a `timerfd` read and
    /// reset).
    func perform(at deadline: NIODeadline, leeway: TimeAmount, _ work: @escaping @Sendable () -> Void) {
        perform(at: Self.rounded(deadline, upTo: leeway), work)
    }

    /// `deadline` moved later to the next multiple of `step` (unchanged if it is one, or if
    /// `step` is not positive).
    static func rounded(_ deadline: NIODeadline, upTo step: TimeAmount) -> NIODeadline {
        guard step.nanoseconds > 0 else { return deadline }
        let step = UInt64(step.nanoseconds)
        let (quotient, remainder) = deadline.uptimeNanoseconds.quotientAndRemainder(dividingBy: step)
        guard remainder > 0 else { return deadline }
        // Past `Int64.max` (`.distantFuture` and the step after it) NIO caps the deadline at
        // `.distantFuture`; the multiplication overflows only for a step near `UInt64.max`.
        let (next, overflow) = (quotient + 1).multipliedReportingOverflow(by: step)
        return overflow ? deadline : .uptimeNanoseconds(next)
    }

    private func schedule(_ work: Work) {
        let drainOn: (any EventLoop)? = state.withLock { state in
            state.waiting.append(work)
            guard !state.isHeld else { return nil }
            // Taken now on behalf of the drain, so that no thread enters in between and runs
            // ahead of this work.
            state.isHeld = true
            return state.home
        }
        drainOn?.execute {
            self.state.withLock { $0.owner = pthread_self() }
            self.runWaiting()
        }
    }

    /// Runs what is waiting until nothing is, then gives the executor back.
    private func runWaiting() {
        while true {
            let next: Work? = state.withLock { state in
                guard let work = state.next() else {
                    state.isHeld = false
                    state.owner = nil
                    return nil
                }
                return work
            }
            switch next {
            case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
            case .closure(let work): work()
            case nil: return
            }
        }
    }

    /// Whether the calling thread holds the executor.
    var isHeldByCurrentThread: Bool {
        state.withLock { state in state.owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    func isIsolatingCurrentContext() -> Bool? {
        isHeldByCurrentThread
    }

    func checkIsolated() {
        precondition(isHeldByCurrentThread, "a session's state was used off its executor")
    }
}
#endif
