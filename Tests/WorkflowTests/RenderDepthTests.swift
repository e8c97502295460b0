import Testing
import Workflow

/// Rendering is recursive, so a chain's depth is limited by the stack. A host isolated to its
/// own actor (as each web session is) runs on a Swift concurrency pool thread, whose stack is
/// the one that matters there. These run in a debug build, whose frames are the largest.
@Suite struct RenderDepthTests {
    struct Chain: Workflow {
        var remaining: Int
        func makeInitialState() -> Int { 0 }
        func render(state: Int, context: RenderContext<Chain>) -> Int {
            remaining == 0 ? 0 : Chain(remaining: remaining - 1).rendered(in: context) + 1
        }
    }

    actor Session {
        /// Renders a chain of `depth` levels below the root, updates it once (every level
        /// re-renders) and stops it (every level ends), all on this actor.
        func renderAndStop(depth: Int) -> [Int] {
            let host = WorkflowHost(workflow: Chain(remaining: depth))
            let first = host.rendering
            host.update(workflow: Chain(remaining: depth))
            let second = host.rendering
            host.stop()
            return [first, second]
        }
    }

    @Test func aChainOfTwoThousandLevelsRendersOnAPoolThread() async {
        #expect(await Session().renderAndStop(depth: 2_000) == [2_000, 2_000])
    }

    @MainActor
    @Test func aChainOfTwoThousandLevelsRendersOnTheMainThread() {
        let host = WorkflowHost(workflow: Chain(remaining: 2_000))
        #expect(host.rendering == 2_000)
    }
}
