import Testing
import Workflow
import WorkflowTesting

/// Workers: started by the first pass that runs them, kept while equivalent, cancelled when
/// dropped, restarted when replaced; outputs become parent actions on the host's isolation.
@MainActor
@Suite struct WorkerTests {
    /// Awaits the first rendering whose outputs satisfy `condition`.
    func outputs(of host: WorkflowHost<WorkerHost>, until condition: ([String]) -> Bool) async -> [String] {
        await host.firstRendering(where: { condition($0.outputs) }).outputs
    }

    @Test func equivalentWorkerKeepsRunningAndDifferentOneRestarts() async {
        let events = ProbeEvents()
        let host = WorkflowHost(workflow: WorkerHost(ids: ["a"], events: events))
        #expect(await events.next(1) == ["start a"])

        host.update(workflow: WorkerHost(ids: ["a"], events: events))
        host.update(workflow: WorkerHost(ids: ["b"], events: events))
        #expect(await events.next(2).sorted() == ["cleanup a", "start b"], "not restarted while equivalent; replaced once")

        host.update(workflow: WorkerHost(ids: [], events: events))
        #expect(await events.next(1) == ["cleanup b"], "cancelled when no longer declared")
    }

    @Test func outputsBecomeParentActionsInOrder() async {
        let events = ProbeEvents()
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHost(ids: ["one"], events: events, gate: gate))
        _ = await events.next(1)
        await gate.open()
        #expect(await outputs(of: host, until: { !$0.isEmpty }) == ["one"])
    }

    @Test func outputOfACancelledWorkerIsNeverApplied() async {
        let events = ProbeEvents()
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHost(ids: ["late"], events: events, gate: gate))
        #expect(await events.next(1) == ["start late"])
        host.update(workflow: WorkerHost(ids: [], events: events, gate: gate))  // cancels it
        await gate.open()  // it returns anyway
        #expect(await events.next(1) == ["cleanup late"])
        host.rendering.marker.send(.init(value: "marker"))
        #expect(await outputs(of: host, until: { $0.contains("marker") }) == ["marker"])
    }

    @Test func outputOfAReplacedWorkerIsNeverApplied() async {
        let events = ProbeEvents()
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHost(ids: ["old"], events: events, gate: gate))
        _ = await events.next(1)
        host.update(workflow: WorkerHost(ids: ["new"], events: events, gate: gate))
        _ = await events.next(1)  // "start new"
        await gate.open()
        #expect(await events.next(2).sorted() == ["cleanup new", "cleanup old"])
        host.rendering.marker.send(.init(value: "marker"))
        #expect(await outputs(of: host, until: { $0.contains("marker") }) == ["new", "marker"])
    }

    @Test func workerRemovedInTheTurnItStartedStillRunsItsStartAndCleanup() async {
        let events = ProbeEvents()
        let host = WorkflowHost(workflow: WorkerHost(ids: ["brief"], events: events))
        host.update(workflow: WorkerHost(ids: [], events: events))  // cancelled in the same turn
        // The task may or may not have begun before the cancel; either way its body runs
        // once and its cleanup runs once (the Kotlin runtime lost cleanup here, issue 1093).
        let observed = await events.next(2)
        #expect(observed.first?.hasPrefix("start brief") == true)
        #expect(observed.last == "cleanup brief")
        host.rendering.marker.send(.init(value: "marker"))
        #expect(await outputs(of: host, until: { $0.contains("marker") }) == ["marker"], "its output was never applied")
    }

    @Test func stoppingAHostCancelsAThousandWorkersAndEveryOneCleansUp() async {
        let events = ProbeEvents()
        let ids = (0..<1_000).map { "w\($0)" }
        let host = WorkflowHost(workflow: WorkerHost(ids: ids, events: events))
        let started = await events.next(1_000)
        #expect(started.count == 1_000)
        #expect(events.running.value == 1_000)
        await host.shutDown()
        // shutDown returned only after every worker's task did: none is left running, and every
        // cleanup was already posted (the events below are buffered, not awaited).
        #expect(events.running.value == 0)
        let cleanedUp = await events.next(1_000)
        #expect(Set(cleanedUp) == Set(ids.map { "cleanup \($0)" }))
    }

    @Test func shutDownWaitsForATaskThatIgnoresCancellationForAWhile() async {
        let events = ProbeEvents()
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHost(ids: ["stubborn"], events: events, gate: gate))
        #expect(await events.next(1) == ["start stubborn"])
        host.stop()
        #expect(events.running.value == 1, "the worker waits at the gate despite the cancel")
        let opener = Task { await gate.open() }
        await host.shutDown()
        await opener.value
        #expect(events.running.value == 0)
        #expect(await events.next(1) == ["cleanup stubborn"])
    }

    @Test func failuresAreOutputsNotThrows() async {
        struct Failing: Worker, Equatable {
            struct Failure: Error, Equatable {}
            func run() async -> Result<Int, Failure> { .failure(Failure()) }
        }
        struct Loader: Workflow {
            func makeInitialState() -> String { "loading" }
            func render(state: String, context: RenderContext<Loader>) -> String {
                Failing()
                    .onOutput { (state: inout String, result: Result<Int, Failing.Failure>) -> Never? in
                        state = (try? result.get()).map { "loaded \($0)" } ?? "failed"
                        return nil
                    }
                    .running(in: context)
                return state
            }
        }
        let host = WorkflowHost(workflow: Loader())
        #expect(await host.firstRendering(where: { $0 != "loading" }) == "failed")
    }

    @Test func asyncSideEffectIsCancelledWhenItsLifetimeEnds() async {
        struct Effect: Workflow {
            var running: Bool
            var events: ProbeEvents
            func render(state: Void, context: RenderContext<Effect>) {
                guard running else { return }
                context.runSideEffect(key: "listen") { [events] in
                    events.post("started")
                    defer { events.post("cancelled") }
                    await untilCancelled()
                }
            }
        }
        let events = ProbeEvents()
        let host = WorkflowHost(workflow: Effect(running: true, events: events))
        #expect(await events.next(1) == ["started"])
        host.update(workflow: Effect(running: false, events: events))
        #expect(await events.next(1) == ["cancelled"])
    }
}
