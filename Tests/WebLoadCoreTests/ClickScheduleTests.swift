import Testing
import WebLoadCore

struct ClickScheduleTests {
    /// Every click the schedule hands out when asked at each of `moments`, as (moment, session).
    static func clicks(of schedule: inout ClickSchedule, at moments: [UInt64]) -> [(UInt64, Int)] {
        var clicks: [(UInt64, Int)] = []
        for moment in moments {
            while let session = schedule.takeDue(at: moment) { clicks.append((moment, session)) }
        }
        return clicks
    }

    @Test func handsOutEachSessionsClicksInTheOrderTheyFallDue() {
        var schedule = ClickSchedule(end: 300)
        schedule.add(session: 7, firstAt: 50, period: 100)
        schedule.add(session: 3, firstAt: 0, period: 100)
        schedule.add(session: 5, firstAt: 50, period: 100)
        #expect(schedule.nextDue == 0)
        #expect(schedule.takeDue(at: 0) == 3)
        #expect(schedule.takeDue(at: 0) == nil)
        #expect(schedule.nextDue == 50)
        // Two due at once: the lower session first.
        #expect(schedule.takeDue(at: 60) == 5)
        #expect(schedule.takeDue(at: 60) == 7)
        #expect(schedule.nextDue == 100)
        let rest = Self.clicks(of: &schedule, at: [100, 150, 200, 250, 299, 1_000])
        #expect(rest.map(\.0) == [100, 150, 150, 200, 250, 250])
        #expect(rest.map(\.1) == [3, 5, 7, 3, 5, 7])
        #expect(schedule.nextDue == nil)
    }

    @Test func aLateLoopStillMakesEveryClick() {
        var schedule = ClickSchedule(end: 1_000)
        schedule.add(session: 0, firstAt: 0, period: 100)
        schedule.add(session: 1, firstAt: 30, period: 250)
        let clicks = Self.clicks(of: &schedule, at: [5_000])
        #expect(clicks.filter { $0.1 == 0 }.count == 10)
        #expect(clicks.filter { $0.1 == 1 }.count == 4)
        #expect(schedule.nextDue == nil)
    }

    @Test func aSessionWhoseFirstClickIsNotBeforeTheEndNeverClicks() {
        var schedule = ClickSchedule(end: 100)
        schedule.add(session: 0, firstAt: 100, period: 10)
        #expect(schedule.nextDue == nil)
        #expect(schedule.takeDue(at: 1_000) == nil)
    }

    @Test func manySessionsComeOutSorted() {
        var schedule = ClickSchedule(end: 10_000)
        // Scrambled first clicks over one period of 1,000.
        for session in 0..<500 { schedule.add(session: session, firstAt: UInt64(session * 397 % 1_000), period: 1_000) }
        var times: [UInt64] = []
        var now: UInt64 = 0
        while let due = schedule.nextDue {
            now = due
            while schedule.takeDue(at: now) != nil { times.append(now) }
        }
        #expect(times.count == 5_000)
        #expect(times == times.sorted())
    }

    @Test func aFractionalPeriodMakesTheWholeNumberOfClicks() {
        // 90 clicks a second for 2 s: 180, the last just under 2 s after the first.
        var schedule = ClickSchedule(end: 2_000_000_000)
        schedule.add(session: 0, firstAt: 0, period: 1e9 / 90)
        let clicks = Self.clicks(of: &schedule, at: [UInt64.max])
        #expect(clicks.count == 180)
        var times = ClickSchedule(end: 100)
        times.add(session: 0, firstAt: 10, period: 2.5)
        var dues: [UInt64] = []
        while let due = times.nextDue, times.takeDue(at: due) != nil { dues.append(due) }
        #expect(dues.prefix(5) == [10, 13, 15, 18, 20])
    }
}
