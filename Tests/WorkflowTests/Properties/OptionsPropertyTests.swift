import PropertyBased
import Testing
import Workflow

/// The property behind the runtime options: they change how often rendering happens, never
/// what the program does. Random trees and random sends (keyed children added and removed,
/// side effects and workers started and ended, re-entrant sends from side effects and from
/// the host's output handler) run under each set of options, and everything a program can
/// observe is compared with a pure model of the runtime's semantics.
@MainActor
@Suite struct OptionsPropertyTests {
    struct Observed: Equatable {
        var tree: TreeNode.Summary
        var outputs: [String]
        var lifetimes: [String]
        var workerRuns: [String]
        var droppedActions: Int
    }

    @Test(arguments: RuntimeConfiguration.allCombinations)
    func randomProgramsDoWhatTheModelDoes(configuration: RuntimeConfiguration) async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...99_999).array(of: 1...30)) { numbers in
            let program = TreeProgram(numbers: numbers)
            let model = TreeModel(running: program)
            let expected = Observed(
                tree: model.summary,
                outputs: model.outputs,
                lifetimes: model.lifetimesAfterShutDown.sorted(),
                workerRuns: model.workerRuns.sorted(),
                droppedActions: model.drops
            )
            let observed = await run(program, configuration: configuration)
            #expect(observed == expected, "program: \(program)")
        }
    }

    /// The model is not trivial: random programs do drop actions and restart children.
    @Test func theModelExercisesDropsAndReentrantSends() {
        var drops = 0
        var lifetimes = 0
        var workerRuns = 0
        var generator = Xoshiro(seed: (1, 2, 3, 4))
        for _ in 0..<200 {
            let numbers = (0..<30).map { _ in Int.random(in: 0..<100_000, using: &generator) }
            let model = TreeModel(running: TreeProgram(numbers: numbers))
            drops += model.drops
            lifetimes += model.lifetimes.count
            workerRuns += model.workerRuns.count
        }
        #expect(drops > 0 && lifetimes > 0 && workerRuns > 0)
    }

    private func run(_ program: TreeProgram, configuration: RuntimeConfiguration) async -> Observed {
        let recorder = TreeRecorder()
        let observer = RecordingObserver()
        let host = WorkflowHost(
            workflow: TreeNode(path: "r", depth: 0, recorder: recorder),
            configuration: configuration,
            observers: [observer]
        )
        var outputs: [String] = []
        var pendingBurst: [TreeProgram.Send]?
        host.onOutput { output in
            outputs.append(output)
            guard let burst = pendingBurst else { return }
            pendingBurst = nil
            let nodes = host.rendering.allNodes
            for send in burst { nodes[send.target % nodes.count].send(send.operation) }
        }
        for step in program.steps {
            switch step {
            case .direct(let send):
                let nodes = host.rendering.allNodes
                nodes[send.target % nodes.count].send(send.operation)
            case .burst(let sends):
                pendingBurst = sends
                host.rendering.send(.emit)
            }
        }
        let tree = host.rendering.summary
        await host.shutDown()
        return Observed(
            tree: tree,
            outputs: outputs,
            lifetimes: recorder.lifetimes.sorted(),
            workerRuns: recorder.workerRuns.all.sorted(),
            droppedActions: observer.diagnostics.filter { $0.kind == .actionDropped }.count
        )
    }
}
