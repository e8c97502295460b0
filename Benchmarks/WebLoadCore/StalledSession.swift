/// What one session that stopped reading its socket (`--stop-reading`) went through: when it
/// stopped and read again, what came while it was stopped, and how it caught up.
///
/// While a page reads nothing the server may send it at most the flow-control window of
/// patches (they wait in the socket's buffers); it holds the rest. When the page reads again
/// it finds those patches, reports its progress, and gets the held patches in order or, once
/// they are older than the patches the server keeps, one `reset` with the whole page. Either
/// way it must end up showing every message published: "caught up".
public struct StalledSession: Equatable, Sendable {
    /// When the session stopped reading (nanoseconds on the tool's clock); `nil` if it never did.
    public private(set) var stoppedAt: UInt64?
    /// When it read again; `nil` if it never did.
    public private(set) var resumedAt: UInt64?
    /// Messages handed over while it was stopped: those already read from the socket when its
    /// reads were switched off.
    public private(set) var messagesWhileStopped = 0
    /// Patches received from reading again on.
    public private(set) var patchesAfterResuming = 0
    /// `reset` messages received from reading again on.
    public private(set) var resetsAfterResuming = 0
    /// Patches received from reading again on, before its first reset (all of them if none came).
    public private(set) var patchesBeforeReset = 0
    /// Nanoseconds from reading again to the message after which the page showed every message
    /// published; `nil` while it does not.
    public private(set) var caughtUpAfter: UInt64?

    /// A session that has not stopped yet.
    public init() {}

    /// Its reads are switched off at `time`.
    public mutating func stop(at time: UInt64) {
        guard stoppedAt == nil else { return }
        stoppedAt = time
    }

    /// It reads again at `time`; `isCurrent` says whether its page already shows every message
    /// published (then it has caught up at once).
    public mutating func resume(at time: UInt64, isCurrent: Bool) {
        guard stoppedAt != nil, resumedAt == nil else { return }
        resumedAt = time
        if isCurrent { caughtUpAfter = 0 }
    }

    /// One message handed over at `time`: a patch, a reset or another; `isCurrent` says whether
    /// the page shows every message published once it is applied.
    public mutating func observe(isPatch: Bool, isReset: Bool, at time: UInt64, isCurrent: Bool) {
        guard stoppedAt != nil else { return }
        guard let resumedAt else {
            messagesWhileStopped += 1
            return
        }
        if isPatch {
            patchesAfterResuming += 1
            if resetsAfterResuming == 0 { patchesBeforeReset += 1 }
        }
        if isReset { resetsAfterResuming += 1 }
        caughtUpAfter = isCurrent ? (time >= resumedAt ? time - resumedAt : 0) : nil
    }

    /// How long it read nothing, in nanoseconds; 0 unless it stopped and read again.
    public var stoppedFor: UInt64 {
        guard let stoppedAt, let resumedAt, resumedAt >= stoppedAt else { return 0 }
        return resumedAt - stoppedAt
    }
}
