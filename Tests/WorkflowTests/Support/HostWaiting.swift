import Clocks
import Workflow

extension WorkflowHost {
    /// The first rendering, current or next, that satisfies `condition`.
    nonisolated(nonsending) func rendering(where condition: (WorkflowType.Rendering) -> Bool) async -> WorkflowType.Rendering {
        for await rendering in renderings where condition(rendering) {
            return rendering
        }
        return rendering
    }
}

extension TestClock {
    /// Returns once some task is suspended in `sleep` on this clock, so that advancing the
    /// clock next is sure to reach it. (Advancing before a task has started its sleep would
    /// move time under it, and its deadline would be counted from the later time.)
    func untilSomethingSleeps() async {
        while true {
            do {
                try await checkSuspension()   // Throws exactly when some task is suspended.
                await Task.yield()
            } catch {
                return
            }
        }
    }

    /// Returns once no task is suspended in `sleep` on this clock.
    func untilNothingSleeps() async {
        while (try? await checkSuspension()) == nil {
            await Task.yield()
        }
    }
}
