import Testing
import Workflow

/// A child starts on the first pass that renders it, ends on the first that does not, is
/// identified by its concrete type plus key, and keeps its state in between. The promises are in
/// the DocC catalog (Sources/Workflow/Workflow.docc): RuntimeGuarantees.md, "Order" and
/// "Re-entrancy", and ConcurrencyAndErrors.md, "Ending".
@MainActor
@Suite struct LifecycleTests {
    @Test func childStartsOnFirstRenderAndEndsOnFirstPassWithoutIt() {
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: CounterList(keys: ["a"]), observers: [observer])
        #expect(observer.events(prefix: "begin") == ["begin CounterList", "begin Counter[a]"])

        host.update(workflow: CounterList(keys: ["a", "b"]))
        #expect(observer.events(prefix: "begin").last == "begin Counter[b]")
        #expect(observer.events(prefix: "end").isEmpty)

        host.update(workflow: CounterList(keys: ["b"]))
        #expect(observer.events(prefix: "end") == ["end Counter[a]"])
        #expect(host.rendering.counters.keys.sorted() == ["b"])
    }

    @Test func childrenDroppedTogetherEndInTheOrderTheyStarted() {
        let observer = RecordingObserver()
        let keys = (0..<20).map { "k\($0)" }
        let host = WorkflowHost(workflow: CounterList(keys: keys), observers: [observer])
        host.update(workflow: CounterList(keys: []))
        #expect(observer.events(prefix: "end") == keys.map { "end Counter[\($0)]" })
        host.stop()
        #expect(observer.events(prefix: "end").last == "end CounterList")
    }

    @Test func childStateSurvivesPassesAndRestartsFreshAfterEnding() {
        let host = WorkflowHost(workflow: CounterList(keys: ["a"]))
        host.rendering.counters["a"]?.increment()
        host.rendering.counters["a"]?.increment()
        host.update(workflow: CounterList(keys: ["a", "b"]))
        #expect(host.rendering.counters["a"]?.value == 2)
        #expect(host.rendering.counters["b"]?.value == 0)

        host.update(workflow: CounterList(keys: ["b"]))
        host.update(workflow: CounterList(keys: ["a", "b"]))
        #expect(host.rendering.counters["a"]?.value == 0, "a child that ended starts over with a new state")
    }

    @Test func identityIsTypePlusKeyAndSeesThroughAnyWorkflow() {
        struct Switcher: Workflow {
            var erased: Bool
            var key: String
            func render(state: Void, context: RenderContext<Switcher>) -> Counter.Rendering {
                erased
                    ? AnyWorkflow(Counter()).ignoringOutput().rendered(in: context, key: key)
                    : Counter().ignoringOutput().rendered(in: context, key: key)
            }
        }
        let host = WorkflowHost(workflow: Switcher(erased: false, key: "k"))
        host.rendering.increment()
        host.update(workflow: Switcher(erased: true, key: "k"))
        #expect(host.rendering.value == 1, "AnyWorkflow(Counter) with the same key is the same child")

        host.update(workflow: Switcher(erased: true, key: "other"))
        #expect(host.rendering.value == 0, "a different key is a different child")
    }

    @Test func sameKeyOnDifferentTypesIsTwoChildren() {
        struct Other: Workflow {
            func makeInitialState() -> Int { 42 }
            func render(state: Int, context: RenderContext<Other>) -> Int { state }
        }
        struct Both: Workflow {
            func render(state: Void, context: RenderContext<Both>) -> (Int, Int) {
                let counter = Counter().ignoringOutput().rendered(in: context, key: "same").value
                let other = Other().rendered(in: context, key: "same")
                return (counter, other)
            }
        }
        let host = WorkflowHost(workflow: Both())
        #expect(host.rendering == (0, 42))
    }

    @Test func workflowDidChangeReceivesThePreviousInstanceOnEveryRerender() {
        struct PropsHistory: Workflow {
            var name: String
            func makeInitialState() -> [String] { [] }
            func workflowDidChange(from previousWorkflow: PropsHistory, state: inout [String]) {
                state.append("\(previousWorkflow.name)->\(name)")
            }
            func render(state: [String], context: RenderContext<PropsHistory>) -> [String] { state }
        }
        struct Parent: Workflow {
            var childName: String
            func render(state: Void, context: RenderContext<Parent>) -> [String] {
                PropsHistory(name: childName).rendered(in: context)
            }
        }
        let host = WorkflowHost(workflow: Parent(childName: "one"))
        #expect(host.rendering.isEmpty, "not called on the first render")
        host.update(workflow: Parent(childName: "two"))
        host.update(workflow: Parent(childName: "two"))
        #expect(host.rendering == ["one->two", "two->two"])
    }

    @Test func rootWorkflowDidChangeRunsOnUpdate() {
        let host = WorkflowHost(workflow: Counter(step: 1))
        host.update(workflow: Counter(step: 5))
        #expect(host.workflow.step == 5)
        #expect(host.rendering.step == 5)
        host.rendering.increment()
        #expect(host.rendering.value == 5, "the action reads the new props")
    }

    @Test func stateOfVoidWorkflowsNeedsNoInitialState() {
        struct Stateless: Workflow {
            var text: String
            func render(state: Void, context: RenderContext<Stateless>) -> String { text.uppercased() }
        }
        #expect(WorkflowHost(workflow: Stateless(text: "hi")).rendering == "HI")
    }
}
