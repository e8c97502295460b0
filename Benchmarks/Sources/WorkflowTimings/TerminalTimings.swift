import TerminalScenarios
import WorkflowTerminalUI

/// The terminal scenarios of docs/terminal-ui.md, timed without the allocation interposer:
/// each run is `operations` operations, and the samples are per operation.
@MainActor func terminalTimings(runs: Int, operations: Int = 100) -> [(String, Samples, Double)] {
    func perOperation(_ prepare: () -> () -> Int) -> Samples {
        let step = prepare()
        return sample(runs) { measure in
            measure(perOperation: operations) {
                for _ in 0..<operations { blackHole(step()) }
            }
        }
    }
    return [
        ("Full frame, 200×60", perOperation { TerminalStep.fullFrame.prepare() }, 300),
        ("One-cell change, 200×60", perOperation { TerminalStep.oneCell.prepare() }, 25),
        ("One-cell change, 200×60, frame drawn afresh", perOperation { TerminalStep.oneCellFresh.prepare() }, .infinity),
        ("Keystroke to bytes, to-do list (↓ ↑)", perOperation { TerminalStep.keystrokeList.prepare() }, 100),
        ("Keystroke to bytes, to-do item (Enter)", perOperation { TerminalStep.keystrokeItem.prepare() }, 100),
    ]
}

/// One operation of each terminal scenario, set up and ready to repeat.
enum TerminalStep: CaseIterable {
    case fullFrame, oneCell, oneCellFresh, keystrokeList, keystrokeItem

    /// Sets the scenario up; the closure runs one operation and returns the bytes it wrote.
    @MainActor func prepare() -> () -> Int {
        switch self {
        case .fullFrame:
            let frame = busyFrame()
            return {
                var writer = ScreenWriter()
                return writer.bytes(for: frame).count
            }
        case .oneCell, .oneCellFresh:
            let first = busyFrame()
            // Copied, the frames share every row but one; drawn afresh, none.
            var second = self == .oneCell ? first : busyFrame()
            second.write("#", at: TerminalPoint(column: 100, row: 30))
            var writer = ScreenWriter()
            _ = writer.bytes(for: first)
            var flip = false
            return {
                flip.toggle()
                return writer.bytes(for: flip ? second : first).count
            }
        case .keystrokeList, .keystrokeItem:
            let scenario = ToDoKeystroke(self == .keystrokeList ? .listArrows : .itemEnter)
            return { scenario.step() }
        }
    }
}

/// Keeps the optimiser from dropping work whose result is unused.
@inline(never) func blackHole(_ value: Int) {
    _ = value
}
