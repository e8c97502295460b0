import Testing
import Workflow

/// Sinks survive passes, sends to ended workflows are dropped, and anything sent while an update
/// is running is queued and applied in order right after it. The promises are in the DocC
/// catalog (Sources/Workflow/Workflow.docc): RuntimeGuarantees.md, "Re-entrancy" and "Dropped
/// actions".
@MainActor
@Suite struct SinkTests {
    @Test func sinkMadeInAnEarlierPassReachesTheCurrentHandler() {
        let host = WorkflowHost(workflow: CounterList(keys: ["a"], step: 1))
        let firstRendering = host.rendering.counters["a"]
        host.update(workflow: CounterList(keys: ["a"], step: 4))
        firstRendering?.increment()
        #expect(host.rendering.counters["a"]?.value == 4, "old sink, current props")
    }

    @Test func sendingToAnEndedWorkflowDoesNothingButReportIt() throws {
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b"]), observers: [observer])
        let stale = try #require(host.rendering.counters["a"])
        host.update(workflow: CounterList(keys: ["b"]))
        stale.increment()
        stale.emit("lost")
        #expect(host.rendering.received.isEmpty)
        #expect(observer.diagnostics.count == 2)
        #expect(observer.diagnostics.allSatisfy { $0.kind == .actionDropped })
        #expect(observer.diagnostics.first?.message.contains("Counter") == true)
    }

    @Test func sendingAfterTheHostStoppedDoesNothing() {
        let host = WorkflowHost(workflow: Counter())
        let rendering = host.rendering
        host.stop()
        rendering.increment()
        #expect(host.rendering.value == 0)
        #expect(!host.isRunning)
    }

    @Test func actionsFromARenderingObserverAreQueuedAndApplied() {
        let host = WorkflowHost(workflow: Counter())
        var seen: [Int] = []
        host.onRendering { rendering in
            seen.append(rendering.value)
            if rendering.value < 3 { rendering.increment() }
        }
        host.rendering.increment()
        #expect(seen == [1, 2, 3])
        #expect(host.rendering.value == 3)
    }

    @Test func actionsFromAnOutputHandlerAreQueuedInOrder() {
        // One render pass per update, even when nothing changed, is the default this pins.
        let host = WorkflowHost(workflow: Counter(), configuration: .allOff)
        var log: [String] = []
        host.onOutput { output in
            log.append("output \(output)")
            host.rendering.sink.send(.set(10))
            host.rendering.sink.send(.increment)
        }
        host.onRendering { log.append("rendering \($0.value)") }
        host.rendering.emit("go")
        #expect(log == ["rendering 0", "output go", "rendering 10", "rendering 11"])
    }

    @Test func updateCalledFromAnOutputHandlerIsQueued() {
        // One render pass per update, even when nothing changed, is the default this pins.
        let host = WorkflowHost(workflow: Counter(step: 1), configuration: .allOff)
        host.onOutput { _ in host.update(workflow: Counter(step: 100)) }
        var steps: [Int] = []
        host.onRendering { steps.append($0.step) }
        host.rendering.emit("now")
        #expect(steps == [1, 100])
    }

    @Test func actionsSentByASideEffectAsItStartsAreQueued() {
        struct Starter: Workflow {
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Starter>) -> Int {
                let sink = context.makeSink(of: AnyWorkflowAction<Starter>.self)
                context.runSideEffect(key: "start") { _ in
                    sink.send(
                        AnyWorkflowAction {
                            $0 += 1; return nil
                        })
                    sink.send(
                        AnyWorkflowAction {
                            $0 *= 10; return nil
                        })
                }
                return state
            }
        }
        let host = WorkflowHost(workflow: Starter())
        #expect(host.rendering == 10, "both actions applied, in order, before init returned")
    }

    @Test func observationsCanBeCancelled() {
        let host = WorkflowHost(workflow: Counter())
        var count = 0
        let observation = host.onRendering { _ in count += 1 }
        host.rendering.increment()
        observation.cancel()
        #expect(observation.isCancelled)
        host.rendering.increment()
        #expect(count == 1)
    }

    @Test func contraMapConvertsBeforeSending() {
        var received: [Int] = []
        let sink = Sink<Int> { received.append($0) }
        sink.contraMap { (text: String) in text.count }.send("four")
        #expect(received == [4])
    }

    @Test func aSinkKeptAfterItsHostIsGoneReportsTheDroppedAction() {
        let observer = RecordingObserver()
        var host: WorkflowHost<Counter>? = WorkflowHost(workflow: Counter(), observers: [observer])
        let rendering = host?.rendering
        host = nil
        rendering?.increment()
        #expect(observer.diagnostics.map(\.kind) == [.actionDropped])
    }

    @Test func releasingTheHostReleasesEveryNodeEvenWhileItsSinksAreCached() {
        // Each node caches its sinks, and each sink holds its node: ending the node must break
        // that cycle, or the node and its state would leak.
        weak var state: Tracked?
        do {
            let host = WorkflowHost(workflow: Holder())
            state = host.rendering.tracked
            host.rendering.touch.send(Holder.Touch())
            #expect(state != nil)
        }
        #expect(state == nil)
    }
}

/// A reference whose release a test can watch.
private final class Tracked {}

/// Keeps a ``Tracked`` in its state and makes a sink on every render.
private struct Holder: Workflow {
    func makeInitialState() -> Tracked { Tracked() }

    func render(state: Tracked, context: RenderContext<Holder>) -> (tracked: Tracked, touch: Sink<Touch>) {
        (state, context.makeSink(of: Touch.self))
    }

    struct Touch: WorkflowAction {
        typealias WorkflowType = Holder
        func apply(toState state: inout Tracked, context: ApplyContext<Holder>) -> Never? { nil }
    }
}
