import Clocks

extension TestClock {
    /// Returns once some task is suspended in `sleep` on this clock (or this task is cancelled,
    /// as by a test's time limit).
    ///
    /// Advance a test clock only after the task you mean to wake is asleep on it: a task that
    /// starts its sleep after the advance counts its deadline from the later time and is not
    /// woken. Workers start their tasks asynchronously, so wait for them with this first.
    public func waitUntilSomeTaskSleeps() async {
        while !Task.isCancelled {
            do {
                try await checkSuspension()  // Throws exactly when some task is suspended.
                await Task.yield()
            } catch {
                return
            }
        }
    }

    /// Returns once no task is suspended in `sleep` on this clock, for instance once a
    /// cancelled worker has left its sleep (or this task is cancelled).
    public func waitUntilNoTaskSleeps() async {
        while !Task.isCancelled, (try? await checkSuspension()) == nil {
            await Task.yield()
        }
    }

    /// Waits until some task sleeps on this clock, then advances it by `duration`.
    public func advanceOnceSomeTaskSleeps(by duration: Duration) async {
        await waitUntilSomeTaskSleeps()
        await advance(by: duration)
    }

    /// Advances this clock `step` at a time until `condition` holds (or this task is cancelled).
    ///
    /// Use it when several sleeps follow one another and which one comes next does not matter
    /// to the test, only the outcome: each step gives the woken tasks a chance to run, and a
    /// task that starts sleeping late is reached by a later step.
    nonisolated(nonsending) public func advance(by step: Duration, until condition: () -> Bool) async {
        while !condition(), !Task.isCancelled {
            await advance(by: step)
        }
    }
}
