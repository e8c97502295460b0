import Testing
import Workflow

/// The host's `renderings` and `outputs`: any number of consumers, each seeing every value.
@MainActor
@Suite struct HostStreamTests {
    @Test func everyConsumerSeesEveryRenderingStartingWithTheCurrentOne() async {
        let host = WorkflowHost(workflow: Counter())
        var first = host.renderings.makeAsyncIterator()
        host.rendering.increment()
        var second = host.renderings.makeAsyncIterator()
        host.rendering.increment()
        host.stop()

        var firstValues: [Int] = []
        while let rendering = await first.next() { firstValues.append(rendering.value) }
        var secondValues: [Int] = []
        while let rendering = await second.next() { secondValues.append(rendering.value) }
        #expect(firstValues == [0, 1, 2])
        #expect(secondValues == [1, 2])
    }

    @Test func everyConsumerSeesEveryOutput() async {
        let host = WorkflowHost(workflow: Counter())
        var first = host.outputs.makeAsyncIterator()
        var second = host.outputs.makeAsyncIterator()
        host.rendering.emit("a")
        host.rendering.emit("b")
        #expect(await first.next() == "a")
        #expect(await first.next() == "b")
        #expect(await second.next() == "a")
        #expect(await second.next() == "b")
    }

    @Test func iterationEndsWhenTheHostIsReleased() async {
        var host: WorkflowHost<Counter>? = WorkflowHost(workflow: Counter())
        var outputs = host?.outputs.makeAsyncIterator()
        host?.rendering.emit("last")
        host = nil
        #expect(await outputs?.next() == "last")
        #expect(await outputs?.next() == nil)
    }

    @Test func aWaitingConsumerIsWokenByANewValue() async {
        let host = WorkflowHost(workflow: Counter())
        let consumer = Task { @MainActor in
            var values: [Int] = []
            for await rendering in host.renderings {
                values.append(rendering.value)
                if rendering.value == 2 { break }
            }
            return values
        }
        // Wait until the consumer has subscribed and taken the current rendering.
        await Task.yield()
        var ticks = host.renderings.makeAsyncIterator()
        _ = await ticks.next()
        host.rendering.increment()
        host.rendering.increment()
        let values = await consumer.value
        #expect(values.last == 2)
        #expect(values.first == 0 || values.first == 1)
    }

    @Test func cancellingAConsumerEndsItsIteration() async {
        let host = WorkflowHost(workflow: Counter())
        let consumer = Task { @MainActor in
            var outputs: [String] = []
            for await output in host.outputs { outputs.append(output) }
            return outputs
        }
        consumer.cancel()
        #expect(await consumer.value.isEmpty)
        #expect(host.isRunning)
    }

    @Test func subscribingAfterStopFinishesAtOnce() async {
        let host = WorkflowHost(workflow: Counter())
        host.stop()
        var renderings = host.renderings.makeAsyncIterator()
        var outputs = host.outputs.makeAsyncIterator()
        #expect(await renderings.next() == nil)
        #expect(await outputs.next() == nil)
    }

    @Test func stopRequestedDuringAnUpdateWaitsForItsRendering() {
        // One render pass per update, even when nothing changed, is the default this pins.
        let host = WorkflowHost(workflow: Counter(), configuration: .allOff)
        var seen: [Int] = []
        host.onRendering { seen.append($0.value) }
        host.onOutput { _ in
            host.stop()
            host.rendering.increment()  // dropped: the host is stopping
        }
        host.rendering.emit("stop")
        #expect(!host.isRunning)
        #expect(seen == [0])
    }

    @Test func releasingTheHostFromItsOwnHandlerStopsItSafely() {
        final class Owner {
            var host: WorkflowHost<SideEffectTests.Effects>?
        }
        let log = SideEffectTests.Log()
        let owner = Owner()
        owner.host = WorkflowHost(workflow: SideEffectTests.Effects(keys: ["a"], log: log))
        owner.host?.onRendering { [unowned owner] _ in owner.host = nil }
        owner.host?.update(workflow: SideEffectTests.Effects(keys: ["a", "b"], log: log))
        #expect(owner.host == nil)
        #expect(log.entries == ["start a", "start b", "end a", "end b"], "ended in the order they started")
    }
}
