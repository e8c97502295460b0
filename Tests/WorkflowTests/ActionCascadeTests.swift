import Testing
import Workflow

/// An action changes state and may emit output; outputs climb the tree as parent actions; the
/// root's output reaches the host; then exactly one render pass runs. The promises are in the
/// DocC catalog (Sources/Workflow/Workflow.docc): RuntimeGuarantees.md, "Order", and
/// ConcurrencyAndErrors.md, "Order of events in one update".
@MainActor
@Suite struct ActionCascadeTests {
    /// Grandparent ← CounterList ← Counter: a counter's output climbs two levels.
    struct Grandparent: Workflow {
        typealias State = Int  // outputs received
        typealias Output = String
        func makeInitialState() -> Int { 0 }
        func render(state: Int, context: RenderContext<Grandparent>) -> CounterList.Rendering {
            CounterList(keys: ["a", "b"]).rendered(in: context) { output in
                AnyWorkflowAction { state in
                    state += 1
                    return "root saw \(output)"
                }
            }
        }
    }

    @Test func outputCascadesToTheRootThenOneRenderPassRuns() async {
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: Grandparent(), observers: [observer])
        var outputs = host.outputs.makeAsyncIterator()
        var handled: [String] = []
        host.onOutput { handled.append($0) }
        observer.clear()

        host.rendering.counters["b"]?.emit("hello")

        #expect(handled == ["root saw b:hello"])
        #expect(await outputs.next() == "root saw b:hello")
        #expect(host.rendering.received == ["b:hello"])
        #expect(observer.events(prefix: "apply").count == 3, "one action per level")
        #expect(observer.events(prefix: "render Grandparent").count == 1, "exactly one render pass")
        // The leaves' states did not change, so partial tree rendering reuses their renderings.
        let leafRenders = host.configuration.partialTreeRendering ? 0 : 2
        #expect(observer.events(prefix: "render Counter[").count == leafRenders, "each leaf rendered at most once")
    }

    @Test func actionSentOnTheHostIsolationIsAppliedBeforeSendReturns() {
        let host = WorkflowHost(workflow: Counter())
        let rendering = host.rendering
        rendering.increment()
        #expect(host.rendering.value == 1)
        rendering.increment()
        #expect(host.rendering.value == 2, "a rendering's sink keeps working after later passes")
    }

    @Test func outputIsDeliveredAfterTheRenderingItCausedIsInPlace() {
        let host = WorkflowHost(workflow: Grandparent())
        var renderingSeenWithOutput: [String]?
        host.onOutput { _ in renderingSeenWithOutput = host.rendering.received }
        host.rendering.counters["a"]?.emit("x")
        #expect(renderingSeenWithOutput == ["a:x"])
    }

    @Test func outputMappedToNilStopsTheCascadeButStillRenders() {
        struct Dropper: Workflow {
            func render(state: Void, context: RenderContext<Dropper>) -> Counter.Rendering {
                Counter().ignoringOutput().rendered(in: context)
            }
        }
        let observer = RecordingObserver()
        // One render pass per update, even when nothing changed, is the default this pins.
        let host = WorkflowHost(workflow: Dropper(), configuration: .allOff, observers: [observer])
        observer.clear()
        host.rendering.emit("ignored")
        #expect(observer.events(prefix: "apply").count == 1)
        #expect(observer.events(prefix: "render Dropper").count == 1)
    }

    @Test func onOutputChangesParentStateAndMapOutputTransforms() {
        struct Parent: Workflow {
            typealias State = [String]
            typealias Output = Int
            func makeInitialState() -> [String] { [] }
            func render(state: [String], context: RenderContext<Parent>) -> (Counter.Rendering, Counter.Rendering, [String]) {
                let first = Counter()
                    .onOutput { (state: inout [String], output: String) -> Int? in
                        state.append(output)
                        return nil
                    }
                    .rendered(in: context, key: "first")
                let second = Counter()
                    .mapOutput { $0.count }
                    .rendered(in: context, key: "second") { length in AnyWorkflowAction(sendingOutput: length) }
                return (first, second, state)
            }
        }
        let host = WorkflowHost(workflow: Parent())
        var outputs: [Int] = []
        host.onOutput { outputs.append($0) }
        host.rendering.0.emit("kept")
        host.rendering.1.emit("four")
        #expect(host.rendering.2 == ["kept"])
        #expect(outputs == [4])
    }

    @Test func mapRenderingTransformsTheChildRendering() {
        struct Parent: Workflow {
            func render(state: Void, context: RenderContext<Parent>) -> String {
                Counter().ignoringOutput().mapRendering { "value \($0.value)" }.rendered(in: context)
            }
        }
        #expect(WorkflowHost(workflow: Parent()).rendering == "value 0")
    }

    @Test func anyWorkflowActionFormsApplyAsDocumented() {
        struct Sender: Workflow {
            typealias State = Int
            typealias Output = String
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Sender>) -> (Int, Sink<AnyWorkflowAction<Sender>>) {
                (state, context.makeSink(of: AnyWorkflowAction<Sender>.self))
            }
        }
        let host = WorkflowHost(workflow: Sender())
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }
        host.rendering.1.send(
            AnyWorkflowAction { state in
                state = 7; return nil
            })
        host.rendering.1.send(
            AnyWorkflowAction { state, _ in
                state += 1; return "eight"
            })
        host.rendering.1.send(AnyWorkflowAction(sendingOutput: "plain"))
        host.rendering.1.send(.noAction)
        #expect(host.rendering.0 == 8)
        #expect(outputs == ["eight", "plain"])
    }

    @Test func wrappingAnAnyWorkflowActionKeepsItsBase() {
        let wrapped = AnyWorkflowAction(Counter.Action.increment)
        let rewrapped = AnyWorkflowAction(wrapped)
        #expect(rewrapped.base as? Counter.Action == .increment)
        #expect(AnyWorkflowAction<Counter>.noAction.base == nil)
    }

    @Test func outputSinkAndStateMutationSink() {
        struct Form: Workflow {
            struct State { var name = ""; var count = 0 }
            typealias Output = String
            func makeInitialState() -> State { State() }
            func render(state: State, context: RenderContext<Form>) -> (State, StateMutationSink<Form>, Sink<String>) {
                (state, context.makeStateMutationSink(), context.makeOutputSink())
            }
        }
        let host = WorkflowHost(workflow: Form())
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }
        host.rendering.1.send(\.name, value: "Ann")
        host.rendering.1.send { $0.count += 2 }
        host.rendering.2.send("done")
        #expect(host.rendering.0.name == "Ann")
        #expect(host.rendering.0.count == 2)
        #expect(outputs == ["done"])
    }

    @Test func applyContextReadsTheCurrentProps() {
        let host = WorkflowHost(workflow: CounterList(keys: ["a"], step: 3))
        host.rendering.counters["a"]?.increment()
        host.update(workflow: CounterList(keys: ["a"], step: 10))
        host.rendering.counters["a"]?.increment()
        #expect(host.rendering.counters["a"]?.value == 13)
    }
}
