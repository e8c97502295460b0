import Testing
import WebLoadCore

struct StalledSessionTests {
    @Test func countsWhatCameWhileStoppedAndTimesTheCatchUpFromReadingAgain() {
        var session = StalledSession()
        // Before it stops, messages are the ordinary run's.
        session.observe(isPatch: true, isReset: false, at: 10, isCurrent: true)
        session.stop(at: 100)
        session.observe(isPatch: true, isReset: false, at: 150, isCurrent: true)
        session.resume(at: 1_000, isCurrent: false)
        session.observe(isPatch: true, isReset: false, at: 1_010, isCurrent: false)
        session.observe(isPatch: true, isReset: false, at: 1_020, isCurrent: false)
        session.observe(isPatch: false, isReset: true, at: 1_500, isCurrent: true)
        session.observe(isPatch: true, isReset: false, at: 1_600, isCurrent: true)
        #expect(session.messagesWhileStopped == 1)
        #expect(session.patchesAfterResuming == 3)
        #expect(session.patchesBeforeReset == 2)
        #expect(session.resetsAfterResuming == 1)
        #expect(session.caughtUpAfter == 600)
        #expect(session.stoppedFor == 900)
    }

    @Test func aSessionBehindAtItsLastMessageHasNotCaughtUp() {
        var session = StalledSession()
        session.stop(at: 0)
        session.resume(at: 10, isCurrent: false)
        session.observe(isPatch: true, isReset: false, at: 20, isCurrent: true)
        session.observe(isPatch: true, isReset: false, at: 30, isCurrent: false)
        #expect(session.caughtUpAfter == nil)
    }

    @Test func aSessionAlreadyCurrentWhenItReadsAgainHasCaughtUpAtOnce() {
        var session = StalledSession()
        session.stop(at: 0)
        session.resume(at: 10, isCurrent: true)
        #expect(session.caughtUpAfter == 0)
    }

    @Test func resumingWithoutStoppingChangesNothing() {
        var session = StalledSession()
        session.resume(at: 10, isCurrent: true)
        session.observe(isPatch: true, isReset: false, at: 20, isCurrent: true)
        #expect(session == StalledSession())
    }

    @Test func theSummaryFailsSessionsThatNeverStoppedNeverReadAgainOrNeverCaughtUp() {
        var caughtUp = StalledSession()
        caughtUp.stop(at: 0)
        caughtUp.resume(at: 5_000_000, isCurrent: false)
        caughtUp.observe(isPatch: true, isReset: false, at: 5_500_000, isCurrent: false)
        caughtUp.observe(isPatch: false, isReset: true, at: 7_000_000, isCurrent: true)
        var neverReadAgain = StalledSession()
        neverReadAgain.stop(at: 0)
        var behind = StalledSession()
        behind.stop(at: 1_000_000)
        behind.resume(at: 9_000_000, isCurrent: false)
        behind.observe(isPatch: true, isReset: false, at: 9_100_000, isCurrent: false)
        let summary = StallSummary([(3, caughtUp), (4, StalledSession()), (5, neverReadAgain), (6, behind)])
        #expect(
            summary.failures == [
                "session 4 never stopped reading (it did not join or its run ended first)",
                "session 5 never read again",
                "session 6 did not catch up after reading again (1 patches, 0 resets)",
            ])
        #expect(summary.catchUp == LatencySummary([2_000_000]))
        #expect(summary.patches == 2)
        #expect(summary.largestPatchRun == 1)
        #expect(summary.resets == 1)
        #expect(summary.sessionsReset == 1)
        #expect(summary.shortestStop == 0)
        #expect(
            summary.line
                == "4 sessions stopped reading for at least 0.000 ms; 0 messages handed over while stopped; on reading again: 2 patches (at most 1 in a session before a reset), 1 resets (1 sessions)"
        )
    }
}
