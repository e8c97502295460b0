extension Clock {
    /// Sleeps until `deadline`; `false` if the task was cancelled first, which is the only
    /// reason `sleep` throws.
    func sleepUnlessCancelled(until deadline: Instant) async -> Bool {
        do {
            try await sleep(until: deadline, tolerance: nil)
            return true
        } catch {
            return false
        }
    }

    /// Sleeps for `duration`; `false` if the task was cancelled first.
    func sleepUnlessCancelled(for duration: Duration) async -> Bool {
        await sleepUnlessCancelled(until: now.advanced(by: duration))
    }
}
