import Testing
import Workflow
import WorkflowTesting

/// A host runs on whatever actor owns it, hosts on different actors run at once, and actions
/// sent from other isolations arrive on the host's isolation, in order. The promises are in the
/// DocC catalog (Sources/Workflow/Workflow.docc): ConcurrencyAndErrors.md, "Where a host runs",
/// and RuntimeGuarantees.md, "Order".
@Suite struct ConcurrencyTests {
    /// Records every value it receives, in order.
    struct Recorder: Workflow {
        typealias State = [Int]
        func makeInitialState() -> [Int] { [] }
        struct Rendering {
            var values: [Int]
            var sink: SendableSink<Action>
        }
        func render(state: [Int], context: RenderContext<Recorder>) -> Rendering {
            Rendering(values: state, sink: context.makeSendableSink(of: Action.self))
        }
        typealias Action = AppendAction<Recorder, Int>
    }

    /// One host per session actor, as a server would run them. The host is made in an
    /// actor-isolated method: a synchronous actor initializer is not isolated to the actor.
    actor Session {
        var host: WorkflowHost<Counter>?

        func incrementMany(_ count: Int) async -> Int {
            let host: WorkflowHost<Counter>
            if let existing = self.host {
                host = existing
            } else {
                // Not `??`: its autoclosure is nonisolated and would have no isolation to give.
                host = WorkflowHost(workflow: Counter())
                self.host = host
            }
            for index in 0..<count {
                host.rendering.increment()
                if index.isMultiple(of: 50) { await Task.yield() }
            }
            return host.rendering.value
        }
    }

    @Test func twoHostsOnTwoActorsRunAtOnce() async {
        let first = Session()
        let second = Session()
        async let firstValue = first.incrementMany(2_000)
        async let secondValue = second.incrementMany(3_000)
        let values = await (firstValue, secondValue)
        #expect(values == (2_000, 3_000))
    }

    @MainActor
    @Test func actionsFromOtherThreadsArriveOnTheHostInOrder() async {
        let host = WorkflowHost(workflow: Recorder())
        let sink = host.rendering.sink
        var renderings = host.renderings.makeAsyncIterator()
        await Task.detached {
            for value in 1...500 { sink.send(Recorder.Action(value: value)) }
        }.value
        var last: [Int] = []
        while last.count < 500, let rendering = await renderings.next() {
            last = rendering.values
        }
        #expect(last == Array(1...500))
    }

    @MainActor
    @Test func concurrentSendersNeverLoseAnAction() async {
        let host = WorkflowHost(workflow: Recorder())
        let sink = host.rendering.sink
        var renderings = host.renderings.makeAsyncIterator()
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<4 {
                group.addTask {
                    for value in 0..<100 { sink.send(Recorder.Action(value: sender * 1_000 + value)) }
                }
            }
        }
        var values: [Int] = []
        while values.count < 400, let rendering = await renderings.next() {
            values = rendering.values
        }
        #expect(values.count == 400)
        for sender in 0..<4 {
            let fromSender = values.filter { $0 / 1_000 == sender }
            #expect(fromSender == (0..<100).map { sender * 1_000 + $0 }, "each sender's actions stay in order")
        }
    }

    @Test func aHostOnACustomActorReceivesSendableSinkActions() async {
        actor Server {
            var host: WorkflowHost<Recorder>?
            func start() -> SendableSink<Recorder.Action> {
                let host = WorkflowHost(workflow: Recorder())
                self.host = host
                return host.rendering.sink
            }
            func waitForValues(count: Int) async -> [Int] {
                guard let host else { return [] }
                return await host.firstRendering(where: { $0.values.count >= count }).values
            }
        }
        let server = Server()
        let sink = await server.start()
        sink.send(.init(value: 1))
        sink.send(.init(value: 2))
        #expect(await server.waitForValues(count: 2) == [1, 2])
    }

    @MainActor
    @Test func sendableSinkActionsAfterTheWorkflowEndedAreDropped() async {
        struct Parent: Workflow {
            var show: Bool
            func render(state: Void, context: RenderContext<Parent>) -> (SendableSink<Recorder.Action>?, Int) {
                let child = show ? Recorder().rendered(in: context).sink : nil
                return (child, 0)
            }
        }
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: Parent(show: true), observers: [observer])
        let sink = host.rendering.0
        host.update(workflow: Parent(show: false))
        var renderings = host.renderings.makeAsyncIterator()
        _ = await renderings.next()
        sink?.send(.init(value: 1))
        // A marker update from a second sendable path proves the mailbox was drained past it.
        host.update(workflow: Parent(show: true))
        let marker = host.rendering.0
        marker?.send(.init(value: 2))
        _ = await renderings.next()  // the update above
        _ = await renderings.next()  // the marker action
        #expect(observer.diagnostics.map(\.kind) == [.actionDropped])
    }
}
