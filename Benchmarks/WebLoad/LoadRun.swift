#if WebServer
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NIOPosix
import WebLoadCore

/// One bounded run: opens and joins the sessions a few at a time, starts them together, lets
/// them click (or idle, or in a broadcast run publish and listen) for the run's duration, and
/// sums up what they found.
struct LoadRun {
    var options: LoadOptions

    /// Seconds allowed for loading and joining every session before the run itself: far
    /// more than 10,000 sessions take on loopback (about 17 s here).
    static let joinAllowance = 120.0

    /// Runs and prints the report; returns whether every check passed.
    func run() async -> Bool {
        let memoryBefore = serverMemory()
        let loops: SessionLoops
        do {
            loops = try await SessionLoops.make(on: MultiThreadedEventLoopGroup.singleton)
        } catch {
            print("workflow-web-load: could not prepare the event loops: \(error)")
            return false
        }
        let joinStart = ContinuousClock.now
        let server = PageRequest(host: options.host, port: options.port)
        let publishLog = options.broadcastInterval == nil ? nil : Locked(PublishLog())
        let sessions = await joinAll(loops: loops, publishLog: publishLog)
        let joinedCount = sessions.count(where: \.didJoin)
        let joinTime = ContinuousClock.now - joinStart
        print("joined \(joinedCount) of \(options.sessions) sessions in \(Self.seconds(joinTime)) s")
        let memoryJoined = serverMemory()
        report(memory: memoryJoined, before: memoryBefore, sessions: joinedCount, moment: "all joined")
        if options.readsServerLatency { _ = try? await server.send(.DELETE, path: "/debug/latency") }
        let start = ContinuousClock.now
        // The server's CPU ticks from the sessions' start to the last answer.
        let cpuAtStart = serverCPU()
        let loadAtStart = Self.loadAverage()
        // Every session has joined (or failed): the gate opens.
        loops.start(at: Clocks.nanoseconds(), duration: options.durationNanoseconds)
        // The memory again once the sessions have been up for the run's duration: what an
        // idle session costs once the start-up garbage is gone.
        // Read a little before the end, while every session is surely still joined.
        let margin = min(Duration.seconds(1), .seconds(options.duration) / 10)
        if options.stopReading > 0 {
            // Halfway too: a backlog kept for the stalled sessions would grow from here to the end.
            try? await Task.sleep(until: start + .seconds(options.duration / 2), clock: .continuous)
            report(memory: serverMemory(), before: memoryBefore, sessions: joinedCount, moment: "halfway")
        }
        try? await Task.sleep(until: start + .seconds(options.duration) - margin, clock: .continuous)
        report(memory: serverMemory(), before: memoryBefore, sessions: joinedCount, moment: "at the end")
        var outcomes: [LoadSession.Outcome] = []
        outcomes.reserveCapacity(sessions.count)
        for session in sessions { outcomes.append(await session.outcome()) }
        var cpuUsed: Int?
        if let cpuAtStart, let cpuAtEnd = serverCPU() { cpuUsed = cpuAtEnd - cpuAtStart }
        print("load average: \(loadAtStart) at the start, \(Self.loadAverage()) at the end")
        var serverLatency = ""
        if options.readsServerLatency {
            serverLatency = (try? await server.send(path: "/debug/latency").body) ?? "(no answer from /debug/latency)"
        }
        let passed = summarize(outcomes.map(\.checker), serverLatency: serverLatency, serverCPUTicks: cpuUsed)
        guard let publishLog else { return passed }
        return summarizeBroadcast(sentAt: publishLog.withLock { $0.sentAt }, outcomes: outcomes) && passed
    }

    /// Opens and joins every session, at most ``LoadOptions/joinConcurrency`` at a time, each
    /// by a task that ends once its join is settled (the sockets then run on their event
    /// loops); returns them in the sessions' order.
    private func joinAll(loops: SessionLoops, publishLog: Locked<PublishLog>?) async -> [LoadSession.Joined] {
        await withTaskGroup(of: LoadSession.Joined.self) { group in
            var settled: [LoadSession.Joined] = []
            settled.reserveCapacity(options.sessions)
            for index in 0..<options.sessions {
                if index - settled.count >= options.joinConcurrency, let joined = await group.next() {
                    settled.append(joined)
                }
                let session = LoadSession(index: index, options: options, loops: loops, publishLog: publishLog)
                group.addTask { await session.join() }
            }
            for await joined in group { settled.append(joined) }
            return settled.sorted { $0.index < $1.index }
        }
    }

    /// Prints the broadcast's figures; returns whether every session heard every message and
    /// no page contradicted itself. The sessions that stopped reading (`--stop-reading`) are
    /// summed up apart: their times include the stop, and they must catch up at the end.
    private func summarizeBroadcast(sentAt: [UInt64], outcomes: [LoadSession.Outcome]) -> Bool {
        var trackers: [BroadcastTracker] = []
        var stalledTrackers: [BroadcastTracker] = []
        var stalled: [(index: Int, session: StalledSession)] = []
        // `outcomes` are in the sessions' order: the index is the session's.
        for (index, outcome) in outcomes.enumerated() {
            guard let tracker = outcome.broadcast else { continue }
            if options.stopsReading(index) {
                stalledTrackers.append(tracker)
                stalled.append((index, outcome.stall ?? StalledSession()))
            } else {
                trackers.append(tracker)
            }
        }
        let readingPassed = summarizeReading(sentAt: sentAt, trackers: trackers, label: stalled.isEmpty ? "" : " (sessions reading)")
        guard !stalled.isEmpty else { return readingPassed }
        return summarizeStalled(sentAt: sentAt, trackers: stalledTrackers, stalled: stalled, outcomes: outcomes) && readingPassed
    }

    /// Prints what the sessions that stopped reading found when they read again, and the
    /// server's flow control as the sessions saw it; returns whether every one caught up.
    private func summarizeStalled(
        sentAt: [UInt64], trackers: [BroadcastTracker], stalled: [(index: Int, session: StalledSession)],
        outcomes: [LoadSession.Outcome]
    ) -> Bool {
        let summary = BroadcastSummary(sentAt: sentAt, trackers: trackers)
        let stall = StallSummary(stalled)
        print("stalled: \(stall.line)")
        print("stalled: \(summary.line)")
        if stall.catchUp.count > 0 { print("stalled read again→current: \(stall.catchUp.line)") }
        let lead = outcomes.reduce(0) { max($0, $1.checker.largestLead) }
        print(
            "flow control: no patch arrived more than \(lead) beyond the latest patch its session had reported (the server's window: \(SessionChecker.flowControlWindow))"
        )
        // What the server would have had to keep without its window: every patch of the run,
        // for every stalled session (the patches' size as the sessions received them).
        let patches = outcomes.reduce(0) { $0 + $1.checker.patchCount }
        let frameBytes = outcomes.reduce(0) { $0 + $1.checker.patchFrameBytes }
        if patches > 0 {
            let perPatch = Double(frameBytes) / Double(patches)
            let unbounded = perPatch * Double(summary.published * stall.sessions) / 1024
            let window = perPatch * Double(SessionChecker.flowControlWindow * stall.sessions) / 1024
            print(
                "stalled: queueing every patch for them would have held \(Self.decimal(unbounded)) KiB by the end; the window holds at most \(Self.decimal(window)) KiB (\(Self.decimal(perPatch)) bytes a patch)"
            )
        }
        let failures = summary.failures + stall.failures
        for failure in failures.prefix(10) { print("FAILED: stalled: \(failure)") }
        let passed = summary.missed == 0 && failures.isEmpty
        print(
            passed
                ? "stalled checks: all passed"
                : "stalled checks: FAILED (\(summary.missed) missed, \(failures.count) failures)")
        return passed
    }

    /// Prints the broadcast's figures for the sessions that kept reading; returns whether each
    /// heard every message and no page contradicted itself.
    private func summarizeReading(sentAt: [UInt64], trackers: [BroadcastTracker], label: String) -> Bool {
        let summary = BroadcastSummary(sentAt: sentAt, trackers: trackers)
        let interval = options.broadcastInterval.map { Self.decimal($0 * 1_000) } ?? "?"
        print(
            "broadcast: one publish every \(interval) ms from session 0 (port \(options.port)); sessions on ports \(options.ports.map(String.init).joined(separator: ", "))"
        )
        print("broadcast\(label): \(summary.line)")
        if summary.latency.count > 0 { print("client publish→patch\(label): \(summary.latency.line)") }
        for failure in summary.failures.prefix(10) { print("FAILED: \(failure)") }
        let passed = summary.missed == 0 && summary.failures.isEmpty && summary.published > 0
        if summary.published == 0 { print("FAILED: nothing was published") }
        print(
            passed
                ? "broadcast checks: all passed"
                : "broadcast checks: FAILED (\(summary.missed) missed, \(summary.failures.count) contradictions)")
        return passed
    }

    private func summarize(_ checkers: [SessionChecker], serverLatency: String, serverCPUTicks: Int?) -> Bool {
        let sent = checkers.reduce(0) { $0 + $1.sentCount }
        let patches = checkers.reduce(0) { $0 + $1.patchCount }
        let patchBytes = checkers.reduce(0) { $0 + $1.patchBytes }
        let frameBytes = checkers.reduce(0) { $0 + $1.patchFrameBytes }
        let largest = checkers.reduce(0) { max($0, $1.largestPatch) }
        let acks = checkers.reduce(0) { $0 + $1.acknowledgementCount }
        let resets = checkers.reduce(0) { $0 + $1.resetCount }
        let ignored = checkers.reduce(0) { $0 + $1.ignoredCount }
        let failures = checkers.reduce(0) { $0 + $1.failureCount }
        let latency = LatencySummary(checkers.flatMap(\.latencies))
        print(
            "events sent \(sent), answered \(latency.count); patches \(patches), acks \(acks), resets \(resets), other messages \(ignored)")
        if patches > 0 {
            print(
                "bytes per patch: \(Self.decimal(Double(patchBytes) / Double(patches))) JSON, \(Self.decimal(Double(frameBytes) / Double(patches))) as frames; largest \(largest)"
            )
        }
        if latency.count > 0 { print("client event→patch: \(latency.line)") }
        if let serverCPUTicks {
            let seconds = Double(serverCPUTicks) / Double(ProcessCPU.ticksPerSecond)
            let perEvent = latency.count > 0 ? " = \(Self.decimal(seconds * 1e6 / Double(latency.count))) µs per answered event" : ""
            print("server CPU (utime+stime) during the run: \(Self.decimal(seconds)) s\(perEvent)")
        }
        if !serverLatency.isEmpty { print("server event→patch: \(serverLatency.split(separator: "\n").joined(separator: " "))") }
        var shown = 0
        for checker in checkers where shown < 10 {
            for failure in checker.failures where shown < 10 {
                print("FAILED: \(failure)")
                shown += 1
            }
        }
        print(failures == 0 ? "checks: all passed" : "checks: \(failures) failed")
        return failures == 0
    }

    private func serverMemory() -> Int? {
        guard let pid = options.serverPID,
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        else { return nil }
        return ProcessMemory.residentKilobytes(inStatus: status)
    }

    /// The server's `utime` + `stime` in clock ticks, from `/proc/PID/stat`.
    private func serverCPU() -> Int? {
        guard let pid = options.serverPID,
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        else { return nil }
        return ProcessCPU.ticks(inStat: stat)
    }

    /// The first three fields of `/proc/loadavg`, for the record beside each figure.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private func report(memory: Int?, before: Int?, sessions: Int, moment: String) {
        guard let memory, let before else { return }
        let perSession = sessions > 0 ? Double(memory - before) / Double(sessions) : 0
        print(
            "server RSS \(moment): \(Self.decimal(Double(memory) / 1024)) MiB (before: \(Self.decimal(Double(before) / 1024)) MiB; +\(Self.decimal(perSession)) KiB per session)"
        )
    }

    static func seconds(_ duration: Duration) -> String {
        decimal(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    static func decimal(_ value: Double) -> String {
        String(Double(Int((value * 10).rounded())) / 10)
    }
}
#endif
