import Testing
import Workflow
import WorkflowTesting

/// Workers with many outputs, event-source subscriptions, and closure workers.
@MainActor
@Suite struct SequenceWorkerTests {
    /// Subscribes to `source` under `id` while `subscribed`, appending each element to its state.
    struct Listener: Workflow {
        var subscribed: Bool
        var id: String
        var source: AsyncStream<String>

        typealias State = [String]
        func makeInitialState() -> [String] { [] }

        func render(state: [String], context: RenderContext<Listener>) -> [String] {
            if subscribed {
                source.asWorker(id: id)
                    .onOutput { (state: inout [String], element: String) -> Never? in
                        state.append(element)
                        return nil
                    }
                    .running(in: context)
            }
            return state
        }
    }

    @Test func everyElementOfAnEventSourceBecomesAnActionInOrder() async {
        let (source, pushes) = AsyncStream<String>.makeStream()
        let host = WorkflowHost(workflow: Listener(subscribed: true, id: "pushes", source: source))
        for push in ["one", "two", "three"] { pushes.yield(push) }
        #expect(await host.firstRendering(where: { $0.count == 3 }) == ["one", "two", "three"])
    }

    @Test func subscriptionIsKeptWhileDeclaredAndCancelledWhenNot() async {
        let (source, pushes) = AsyncStream<String>.makeStream()
        let terminations = ProbeEvents()
        pushes.onTermination = { _ in terminations.post("terminated") }
        let host = WorkflowHost(workflow: Listener(subscribed: true, id: "pushes", source: source))
        pushes.yield("before")
        _ = await host.firstRendering(where: { $0 == ["before"] })

        // A later pass with the same id keeps the iteration (a second one would trap AsyncStream).
        host.update(workflow: Listener(subscribed: true, id: "pushes", source: source))
        pushes.yield("after")
        #expect(await host.firstRendering(where: { $0.count == 2 }) == ["before", "after"])

        host.update(workflow: Listener(subscribed: false, id: "pushes", source: source))
        #expect(await terminations.next(1) == ["terminated"])
    }

    @Test func anAsyncSequenceWorkerEmitsAllItsOutputsThenIsDone() async {
        struct Countdown: AsyncSequenceWorker, Equatable {
            var from: Int
            func run() -> AsyncStream<Int> {
                AsyncStream { continuation in
                    for value in stride(from: from, through: 0, by: -1) { continuation.yield(value) }
                    continuation.finish()
                }
            }
        }
        struct Launch: Workflow {
            func makeInitialState() -> [Int] { [] }
            func render(state: [Int], context: RenderContext<Launch>) -> [Int] {
                Countdown(from: 3)
                    .onOutput { (state: inout [Int], value: Int) -> Never? in
                        state.append(value)
                        return nil
                    }
                    .running(in: context)
                return state
            }
        }
        let host = WorkflowHost(workflow: Launch())
        #expect(await host.firstRendering(where: { $0.count == 4 }) == [3, 2, 1, 0])
    }

    @Test func operationWorkersAreEquivalentByID() async {
        struct Fetcher: Workflow {
            var query: String
            var events: ProbeEvents
            func makeInitialState() -> [String] { [] }
            func render(state: [String], context: RenderContext<Fetcher>) -> [String] {
                OperationWorker(id: query) { [query, events] in
                    events.post("fetch \(query)")
                    return "results for \(query)"
                }
                .onOutput { (state: inout [String], result: String) -> Never? in
                    state.append(result)
                    return nil
                }
                .running(in: context)
                return state
            }
        }
        let events = ProbeEvents()
        let host = WorkflowHost(workflow: Fetcher(query: "swift", events: events))
        _ = await host.firstRendering(where: { $0 == ["results for swift"] })
        host.update(workflow: Fetcher(query: "swift", events: events))  // same id: not run again
        host.update(workflow: Fetcher(query: "workflow", events: events))
        #expect(await host.firstRendering(where: { $0.count == 2 }) == ["results for swift", "results for workflow"])
        #expect(await events.next(2) == ["fetch swift", "fetch workflow"])
    }
}
