import Testing
import Workflow

@MainActor
@Suite struct RenderOnlyWhenStateChangedTests {
    let configuration = RuntimeConfiguration(renderOnlyWhenStateChanged: true)

    @Test func anActionThatLeavesStateEqualSkipsThePassButStillEmitsItsOutput() {
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: Counter(), configuration: configuration, observers: [counter])
        var renderings: [Int] = []
        var outputs: [String] = []
        host.onRendering { renderings.append($0.value) }
        host.onOutput { outputs.append($0) }
        counter.reset()

        host.rendering.emit("hello")  // state unchanged
        #expect(outputs == ["hello"])
        #expect(renderings.isEmpty)
        #expect(counter.passes == 0 && counter.skippedPasses == 1 && counter.totalRenders == 0)

        host.rendering.increment()  // state changed
        #expect(renderings == [1])
        #expect(counter.passes == 1)
    }

    @Test func setToTheSameValueCountsAsUnchanged() {
        let host = WorkflowHost(workflow: Counter(), configuration: configuration)
        var renderings: [Int] = []
        host.onRendering { renderings.append($0.value) }
        host.rendering.sink.send(.set(0))
        host.rendering.sink.send(.set(5))
        host.rendering.sink.send(.set(5))
        #expect(renderings == [5])
    }

    @Test func voidStateNeverChangesButOtherStatesAlwaysDo() {
        struct VoidEmitter: Workflow {
            typealias Output = Int
            func render(state: Void, context: RenderContext<VoidEmitter>) -> (Int) -> Void {
                let sink = context.makeSink(of: AnyWorkflowAction<VoidEmitter>.self)
                return { value in sink.send(AnyWorkflowAction { _ in value }) }
            }
        }
        struct Opaque { var value = 0 }  // not Equatable: the runtime cannot tell
        struct OpaqueEmitter: Workflow {
            typealias Output = Int
            func makeInitialState() -> Opaque { Opaque() }
            func render(state: Opaque, context: RenderContext<OpaqueEmitter>) -> (Int) -> Void {
                let sink = context.makeSink(of: AnyWorkflowAction<OpaqueEmitter>.self)
                return { value in sink.send(AnyWorkflowAction { _ in value }) }
            }
        }
        let voidCounter = RenderCounter()
        let voidHost = WorkflowHost(workflow: VoidEmitter(), configuration: configuration, observers: [voidCounter])
        voidCounter.reset()
        voidHost.rendering(1)
        #expect(voidCounter.passes == 0 && voidCounter.skippedPasses == 1)

        let opaqueCounter = RenderCounter()
        let opaqueHost = WorkflowHost(workflow: OpaqueEmitter(), configuration: configuration, observers: [opaqueCounter])
        opaqueCounter.reset()
        opaqueHost.rendering(1)
        #expect(opaqueCounter.passes == 1 && opaqueCounter.skippedPasses == 0)
    }

    @Test func aChangeAnywhereInACascadeRenders() {
        let host = WorkflowHost(workflow: CounterList(keys: ["a"]), configuration: configuration)
        var passes = 0
        host.onRendering { _ in passes += 1 }
        host.rendering.counters["a"]?.emit("x")  // the leaf is unchanged, the parent records it
        #expect(passes == 1)
        #expect(host.rendering.received == ["a:x"])
    }

    @Test func newRootPropsAlwaysRender() {
        let host = WorkflowHost(workflow: Counter(step: 1), configuration: configuration)
        var passes = 0
        host.onRendering { _ in passes += 1 }
        host.update(workflow: Counter(step: 1))
        #expect(passes == 1)
    }
}

@MainActor
@Suite struct PartialTreeRenderingTests {
    let configuration = RuntimeConfiguration(partialTreeRendering: true)

    @Test func anActionAtOneLeafRendersOnlyThePathToIt() {
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b", "c"]), configuration: configuration, observers: [counter])
        #expect(counter.totalRenders == 4)
        counter.reset()

        host.rendering.counters["b"]?.increment()
        #expect(counter.renders == ["CounterList": 1, "Counter[b]": 1])
        #expect(host.rendering.counters.mapValues(\.value) == ["a": 0, "b": 1, "c": 0])
    }

    @Test func reusedRenderingsKeepWorkingSinks() {
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b"]), configuration: configuration)
        host.rendering.counters["a"]?.increment()
        host.rendering.counters["b"]?.increment()  // b's rendering was reused by the first pass
        host.rendering.counters["a"]?.increment()
        #expect(host.rendering.counters.mapValues(\.value) == ["a": 2, "b": 1])
    }

    @Test func changedPropsRenderTheChildrenThatReceiveThem() {
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b"]), configuration: configuration, observers: [counter])
        counter.reset()
        host.update(workflow: CounterList(keys: ["a", "b"], step: 5))
        #expect(counter.renders == ["CounterList": 1, "Counter[a]": 1, "Counter[b]": 1])
        counter.reset()
        host.update(workflow: CounterList(keys: ["a", "b"], step: 5))  // equal props
        #expect(counter.totalRenders == 0)
    }

    /// A rendering made for new props is not kept (props that change once tend to keep
    /// changing, and copying it is most of the option's cost), so a child renders once more
    /// the first time its parent passes it the same props again, and is skipped after that.
    @Test func aChildRendersOnceMoreAfterItsPropsStopChanging() {
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b"]), configuration: configuration, observers: [counter])
        host.update(workflow: CounterList(keys: ["a", "b"], step: 5))
        counter.reset()

        host.rendering.counters["a"]?.increment()  // the list renders; b's props are equal
        #expect(counter.renders == ["CounterList": 1, "Counter[a]": 1, "Counter[b]": 1])
        counter.reset()

        host.rendering.counters["a"]?.increment()
        #expect(counter.renders == ["CounterList": 1, "Counter[a]": 1], "b's rendering is kept now")
        #expect(host.rendering.counters.mapValues(\.value) == ["a": 10, "b": 0])
    }

    @Test func anActionThatLeavesStateEqualRendersNothing() {
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: CounterList(keys: ["a"]), configuration: configuration, observers: [counter])
        counter.reset()
        host.rendering.counters["a"]?.sink.send(.set(0))
        #expect(counter.totalRenders == 0)
        #expect(counter.passes == 1, "the pass still runs: renderOnlyWhenStateChanged is off")
    }

    /// The action's module cannot compare a state that is only conditionally `Equatable`, so
    /// it asks the host's comparison, which finds the conformance at run time.
    /// Without observers, which take a path of their own.
    @Test func anActionThatLeavesAConditionallyEquatableStateEqualRendersNothing() {
        #expect(statesHookAnswer(ConditionalSetter<String>.self, "a", "a") == nil)
        let tally = RenderTally()
        let host = WorkflowHost(workflow: ConditionalSetter(initial: "same", tally: tally), configuration: configuration)
        #expect(tally.renders == 1)
        host.rendering("same")
        #expect(tally.renders == 1, "found equal at run time")
        host.rendering("other")
        #expect(tally.renders == 2)
    }

    /// The same for a state whose `==` the action's module compares.
    @Test func anActionThatLeavesAnEquatableStateEqualRendersNothingWithoutObservers() {
        #expect(statesHookAnswer(StringSetter.self, "a", "a") == true)
        let tally = RenderTally()
        let host = WorkflowHost(workflow: StringSetter(tally: tally), configuration: configuration)
        host.rendering("")
        #expect(tally.renders == 1, "equal to the initial state")
        host.rendering("other")
        #expect(tally.renders == 2)
    }

    @Test func workflowsThatAreNotEquatableAlwaysRenderWithTheirParent() {
        struct Opaque: Workflow {
            func render(state: Void, context: RenderContext<Opaque>) -> Int { 1 }
        }
        struct Parent: Workflow {
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Parent>) -> (Int, () -> Void) {
                let sink = context.makeSink(of: AnyWorkflowAction<Parent>.self)
                return (
                    Opaque().rendered(in: context),
                    {
                        sink.send(
                            AnyWorkflowAction {
                                $0 += 1; return nil
                            })
                    }
                )
            }
        }
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: Parent(), configuration: configuration, observers: [counter])
        counter.reset()
        host.rendering.1()
        #expect(counter.renders == ["Parent": 1, "Opaque": 1])
    }

    /// The equality hooks are compiled where a workflow conforms; a conformance they cannot
    /// see there (a conditional `Equatable`, a state that is `Equatable` only for some generic
    /// arguments) is found at run time instead, so such children are still skipped.
    @Test func conditionallyEquatableWorkflowsAndStatesAreStillSkipped() {
        struct Parent: Workflow {
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Parent>) -> (Int, () -> Void) {
                let sink = context.makeSink(of: AnyWorkflowAction<Parent>.self)
                return (
                    ConditionalWrapper(value: "same").rendered(in: context),
                    {
                        sink.send(
                            AnyWorkflowAction {
                                $0 += 1; return nil
                            })
                    }
                )
            }
        }
        // Asked generically, as the runtime asks: a direct call would pick the constrained
        // implementation for `String` at compile time.
        #expect(
            propsHookAnswer(ConditionalWrapper(value: "a"), ConditionalWrapper(value: "a")) == nil,
            "the witness cannot see the conditional conformance")
        #expect(statesHookAnswer(ConditionalWrapper<String>.self, "a", "a") == nil)
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: Parent(), configuration: configuration, observers: [counter])
        counter.reset()
        host.rendering.1()
        #expect(counter.renders == ["Parent": 1], "equal props found equal at run time: the child is skipped")
    }

    @Test func theEqualityHooksCompareEquatableWorkflowsAndStates() {
        struct Plain: Workflow, Equatable {
            var step: Int
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Plain>) -> Int { state }
        }
        struct Stateless: Workflow {
            func render(state: Void, context: RenderContext<Stateless>) -> Int { 0 }
        }
        #expect(propsHookAnswer(Plain(step: 1), Plain(step: 1)) == true)
        #expect(propsHookAnswer(Plain(step: 1), Plain(step: 2)) == false)
        #expect(statesHookAnswer(Plain.self, 3, 4) == false)
        #expect(propsHookAnswer(Stateless(), Stateless()) == nil, "not Equatable")
        #expect(statesHookAnswer(Stateless.self, (), ()) == true, "Void state never changes")
    }

    @Test func workflowDidChangeThatChangesStateRendersTheChild() {
        struct Tracker: Workflow, Equatable {
            var generation: Int
            func makeInitialState() -> Int { 0 }
            func workflowDidChange(from previous: Tracker, state: inout Int) { state += 1 }
            func render(state: Int, context: RenderContext<Tracker>) -> Int { state }
        }
        struct Parent: Workflow {
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Parent>) -> (Int, () -> Void) {
                let sink = context.makeSink(of: AnyWorkflowAction<Parent>.self)
                return (
                    Tracker(generation: 0).rendered(in: context),
                    {
                        sink.send(
                            AnyWorkflowAction {
                                $0 += 1; return nil
                            })
                    }
                )
            }
        }
        let host = WorkflowHost(workflow: Parent(), configuration: configuration)
        host.rendering.1()
        #expect(host.rendering.0 == 1, "equal props, but workflowDidChange changed the state")
    }

    @Test func aSkippedSubtreeKeepsItsSideEffectsRunning() {
        final class Events { var starts = 0, ends = 0 }
        struct Leaf: Workflow, Equatable {
            let events: Events
            static func == (lhs: Leaf, rhs: Leaf) -> Bool { lhs.events === rhs.events }
            func render(state: Void, context: RenderContext<Leaf>) {
                let events = self.events
                context.runSideEffect(key: "effect") { lifetime in
                    events.starts += 1
                    lifetime.onEnded { events.ends += 1 }
                }
            }
        }
        struct Parent: Workflow {
            let events: Events
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Parent>) -> () -> Void {
                Leaf(events: events).rendered(in: context)
                let sink = context.makeSink(of: AnyWorkflowAction<Parent>.self)
                return {
                    sink.send(
                        AnyWorkflowAction {
                            $0 += 1; return nil
                        })
                }
            }
        }
        let events = Events()
        let counter = RenderCounter()
        let host = WorkflowHost(workflow: Parent(events: events), configuration: configuration, observers: [counter])
        host.rendering()
        host.rendering()
        #expect(counter.renders["Leaf"] == 1, "rendered once, then reused")
        #expect(events.starts == 1 && events.ends == 0)
        #expect(host.treeDump().text.contains("side effect \"effect\""))
    }
}

@MainActor
@Suite struct ConflateActionsTests {
    let configuration = RuntimeConfiguration(conflateActions: true)

    @Test func actionsQueuedDuringAnUpdatePublishOneRendering() {
        let host = WorkflowHost(workflow: Counter(), configuration: configuration)
        var log: [String] = []
        host.onOutput { output in
            log.append("output \(output)")
            host.rendering.sink.send(.set(10))
            host.rendering.sink.send(.increment)
        }
        host.onRendering { log.append("rendering \($0.value)") }
        host.rendering.emit("go")
        #expect(log == ["rendering 0", "output go", "rendering 11"])
    }

    @Test func outputsOfConflatedActionsAreAllEmittedInOrder() {
        let host = WorkflowHost(workflow: Counter(), configuration: configuration)
        var outputs: [String] = []
        var once = true
        host.onOutput { output in
            outputs.append(output)
            if once {
                once = false
                host.rendering.emit("second")
                host.rendering.emit("third")
            }
        }
        host.rendering.emit("first")
        #expect(outputs == ["first", "second", "third"])
    }

    @Test func actionsWaitingInTheMailboxPublishOneRendering() async {
        struct Remote: Workflow {
            func makeInitialState() -> Int { 0 }
            func render(state: Int, context: RenderContext<Remote>) -> (value: Int, sink: SendableSink<Add>) {
                (state, context.makeSendableSink(of: Add.self))
            }
            struct Add: WorkflowAction, Sendable {
                typealias WorkflowType = Remote
                func apply(toState state: inout Int, context: ApplyContext<Remote>) -> Never? {
                    state += 1
                    return nil
                }
            }
        }
        for conflates in [false, true] {
            let host = WorkflowHost(workflow: Remote(), configuration: RuntimeConfiguration(conflateActions: conflates))
            var renderings = host.renderings.makeAsyncIterator()
            #expect(await renderings.next()?.value == 0)
            let sink = host.rendering.sink
            // Posted from this actor before the host's drain task can take any of them.
            for _ in 0..<3 { sink.send(Remote.Add()) }
            var seen: [Int] = []
            while let value = await renderings.next()?.value {
                seen.append(value)
                if value == 3 { break }
            }
            #expect(seen == (conflates ? [3] : [1, 2, 3]))
        }
    }
}

@MainActor
@Suite struct RuntimeConfigurationTests {
    @Test func optionNamesRoundTrip() throws {
        for configuration in RuntimeConfiguration.allCombinations {
            let names = configuration.optionNames.joined(separator: ", ")
            #expect(try RuntimeConfiguration(optionNames: names) == configuration)
        }
        #expect(Set(RuntimeConfiguration.allCombinations).count == 8)
        #expect(RuntimeConfiguration.allCombinations.first == .allOff)
        #expect(RuntimeConfiguration.allOff.description == "allOff")
    }

    @Test func partialTreeRenderingIsTheOnlyOptionOnByDefault() throws {
        #expect(
            RuntimeConfiguration()
                == RuntimeConfiguration(renderOnlyWhenStateChanged: false, partialTreeRendering: true, conflateActions: false))
        #expect(RuntimeConfiguration().description == "partialTreeRendering")
        // A list names exactly the options that are on, so the default's option is off when
        // the list leaves it out.
        #expect(
            try RuntimeConfiguration(optionNames: "conflateActions")
                == RuntimeConfiguration(partialTreeRendering: false, conflateActions: true))
        #expect(try RuntimeConfiguration(optionNames: "allOff") == .allOff)
        #expect(try RuntimeConfiguration(optionNames: "") == .allOff)
    }

    @Test func anUnknownOptionNameIsNamedInTheError() {
        #expect(throws: RuntimeConfiguration.UnknownOptionError.self) {
            try RuntimeConfiguration(optionNames: "partialTreeRendering,renderFaster")
        }
        do {
            _ = try RuntimeConfiguration(optionNames: "renderFaster")
        } catch {
            #expect(error.name == "renderFaster")
            #expect(error.description.contains("partialTreeRendering"))
        }
    }

    @Test(arguments: RuntimeConfiguration.allCombinations)
    func everyConfigurationPlaysTheSameGame(configuration: RuntimeConfiguration) {
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b"]), configuration: configuration)
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }
        host.rendering.counters["a"]?.increment()
        host.rendering.counters["b"]?.emit("x")
        host.update(workflow: CounterList(keys: ["b", "c"], step: 10))
        host.rendering.counters["b"]?.increment()
        host.rendering.counters["c"]?.sink.send(.set(0))
        host.rendering.counters["c"]?.emit("y")
        #expect(outputs == ["b:x", "c:y"])
        #expect(host.rendering.counters.mapValues(\.value) == ["b": 10, "c": 0])
        #expect(host.rendering.received == ["b:x", "c:y"])
    }
}

/// Equatable only when its value is: the conformance the equality hooks cannot see.
private struct ConditionalWrapper<Value>: Workflow {
    var value: Value
    func makeInitialState() -> Value { value }
    func render(state: Value, context: RenderContext<ConditionalWrapper>) -> Int { 1 }
}

extension ConditionalWrapper: Equatable where Value: Equatable {}

/// A workflow whose state is of a generic type, so that its state hook cannot compare it.
private struct ConditionalSetter<Value>: Workflow {
    var initial: Value
    var tally = RenderTally()
    func makeInitialState() -> Value { initial }
    func render(state: Value, context: RenderContext<ConditionalSetter>) -> (Value) -> Void {
        tally.renders += 1
        let sink = context.makeSink(of: AnyWorkflowAction<ConditionalSetter>.self)
        return { value in
            sink.send(
                AnyWorkflowAction {
                    $0 = value; return nil
                })
        }
    }
}

/// A workflow whose `String` state an action sets.
private struct StringSetter: Workflow {
    var tally: RenderTally
    func makeInitialState() -> String { "" }
    func render(state: String, context: RenderContext<StringSetter>) -> (String) -> Void {
        tally.renders += 1
        let sink = context.makeSink(of: Set.self)
        return { sink.send(Set(value: $0)) }
    }

    struct Set: WorkflowAction {
        typealias WorkflowType = StringSetter
        var value: String
        func apply(toState state: inout String, context: ApplyContext<StringSetter>) -> Never? {
            state = value
            return nil
        }
    }
}

/// Counts a workflow's renders without an observer.
private final class RenderTally {
    var renders = 0
}

/// What the runtime's generic code gets from a workflow's props hook.
private func propsHookAnswer<W: Workflow>(_ lhs: W, _ rhs: W) -> Bool? {
    W._propsAreEqual(lhs, rhs)
}

/// What the runtime's generic code gets from a workflow's state hook.
private func statesHookAnswer<W: Workflow>(_ type: W.Type, _ lhs: W.State, _ rhs: W.State) -> Bool? {
    W._statesAreEqual(lhs, rhs)
}
