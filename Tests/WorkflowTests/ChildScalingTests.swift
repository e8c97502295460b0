import Testing
import Workflow

/// Matching a pass's children to the last pass's stays linear however the order changes: in
/// order, reversed, or every child replaced. Times of 10× the children are compared with each
/// other in one run (best of five), never with a fixed limit.
@MainActor
@Suite struct ChildScalingTests {
    struct Leaf: Workflow {
        func render(state: Void, context: RenderContext<Leaf>) -> Void {}
    }

    struct List: Workflow {
        var keys: [String]
        func render(state: Void, context: RenderContext<List>) -> Int {
            for key in keys { Leaf().rendered(in: context, key: key) }
            return keys.count
        }
    }

    /// The best of five times to go from `first` to `second` (the suite runs beside others, so
    /// single times are noisy).
    func seconds(from first: [String], to second: [String]) -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let host = WorkflowHost(workflow: List(keys: first))
            let start = ContinuousClock.now
            host.update(workflow: List(keys: second))
            let elapsed = ContinuousClock.now - start
            #expect(host.rendering == second.count)
            best = min(best, Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
        }
        return best
    }

    /// The ratio of the times for 10,000 and 1,000 children. A busy machine can stretch one
    /// measurement of the small case however often it is taken, so up to three measurements
    /// are made and the lowest ratio is kept: quadratic work is slow in all three.
    func ratio(_ change: (_ keys: [String]) -> [String]) -> Double {
        let small = (0..<1_000).map { "k\($0)" }
        let large = (0..<10_000).map { "k\($0)" }
        var lowest = Double.infinity
        for _ in 0..<3 where lowest >= 40 {
            lowest = min(lowest, seconds(from: large, to: change(large)) / seconds(from: small, to: change(small)))
        }
        return lowest
    }

    @Test func reversingTheChildrenTakesLinearTime() {
        let ratio = ratio { $0.reversed() }
        // Linear work gives ≈10; a search per child from the start gives ≈100. The bound
        // leaves room for a busy machine.
        #expect(ratio < 40, "×\(ratio) for 10× the children")
    }

    @Test func replacingEveryChildTakesLinearTime() {
        let ratio = ratio { keys in keys.map { $0 + "'" } }
        #expect(ratio < 40, "×\(ratio) for 10× the children")
    }

    @Test func insertingBeforeEveryOtherChildTakesLinearTime() {
        let ratio = ratio { keys in
            keys.enumerated().flatMap { $0.offset.isMultiple(of: 2) ? ["new\($0.offset)", $0.element] : [$0.element] }
        }
        #expect(ratio < 40, "×\(ratio) for 10× the children")
    }
}
