#if WebServer
import NIOCore
import WebLoadCore

/// One simulated browser page, up to its join: loads the page, opens its WebSocket and joins
/// its session. From there its socket's ``LiveSessionHandler`` runs it on its event loop:
/// waits for the start, clicks the page's load target at the run's rate until the run ends,
/// and checks every message the server sends. In a broadcast run the first session clicks
/// Publish at the broadcast interval and the others only listen; every one follows the
/// messages its page shows.
struct LoadSession: Sendable {
    /// The session's place in the run: spreads the sessions' clicks evenly over each period.
    var index: Int
    var options: LoadOptions
    var loops: SessionLoops
    /// The run's publishes, in a broadcast run; `nil` otherwise.
    var publishLog: Locked<PublishLog>?

    /// How long a session waits, after the run's end, for answers still due.
    static let answerPatience = Duration.seconds(5)

    /// What one session found.
    struct Outcome: Sendable {
        var checker: SessionChecker
        /// What its page showed of the broadcast, in a broadcast run.
        var broadcast: BroadcastTracker?
        /// What it went through, if it stopped reading (``LoadOptions/stopReading``).
        var stall: StalledSession?
    }

    /// A session whose join is settled: joined and running on its event loop, or over.
    struct Joined: Sendable {
        var index: Int
        var didJoin: Bool
        var ending: Ending

        enum Ending: Sendable {
            /// The session ended before its socket was running (its page or upgrade failed).
            case ended(Outcome)
            /// The socket runs; the outcome comes when it has closed.
            case live(EventLoopFuture<Outcome>)
        }

        /// What the session found, once it has ended.
        func outcome() async -> Outcome {
            switch ending {
            case .ended(let outcome):
                return outcome
            case .live(let future):
                do {
                    return try await future.get()
                } catch {
                    // The handler only ever succeeds it; were that to change, this says so.
                    var checker = SessionChecker(pageSequence: 0)
                    checker.fail("session \(index): no outcome: \(error)")
                    return Outcome(checker: checker, broadcast: nil, stall: nil)
                }
            }
        }
    }

    /// Loads the page, opens the socket and waits for the join's answer.
    func join() async -> Joined {
        var checker = SessionChecker(pageSequence: 0)
        let port = options.port(ofSession: index)
        // What the session was doing, for its failure's message.
        var stage = "GET /"
        do {
            let source = options.sourceAddress(ofSession: index)
            let page = try await PageRequest(host: options.host, port: port, source: source).send(path: "/")
            guard page.status == 200 else { throw LoadSessionError.page(status: page.status, body: page.body) }
            let scan = try PageScan(setCookieHeaders: page.setCookieHeaders, html: page.body)
            checker = SessionChecker(pageSequence: scan.sequence)
            if options.clickRate(ofSession: index) > 0, scan.target == nil { throw LoadSessionError.noTarget }
            stage = "opening /live"
            let plan = LiveSessionHandler.Plan(
                index: index,
                port: port,
                pageSequence: scan.sequence,
                join: #"{"type":"join","v":3,"token":"\#(scan.token)","seq":\#(scan.sequence),"epoch":"\#(scan.epoch)"}"#,
                target: scan.target,
                clickTiming: options.clickTiming(ofSession: index),
                isPublisher: options.isPublisher(index),
                stopsReading: options.stopsReading(index),
                publishLog: publishLog
            )
            let connection = try await LiveSocket.open(
                host: options.host, port: port, source: source, path: "/live", cookie: scan.cookie, loops: loops, plan: plan
            )
            // From here the handler reports everything, failures included.
            let didJoin = (try? await connection.joined.get()) ?? false
            return Joined(index: index, didJoin: didJoin, ending: .live(connection.outcome))
        } catch {
            checker.fail("session \(index) (port \(port), \(stage)): \(error)")
        }
        if options.isPublisher(index) {
            // Even if this session failed before publishing: the others then wait for nothing.
            publishLog?.withLock { $0.isFinished = true }
        }
        checker.finish()
        let broadcast = publishLog == nil ? nil : BroadcastTracker()
        // A session that stops reading but never joined never stopped: the summary says so.
        let stall = options.stopsReading(index) ? StalledSession() : nil
        return Joined(index: index, didJoin: false, ending: .ended(Outcome(checker: checker, broadcast: broadcast, stall: stall)))
    }
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
#endif
