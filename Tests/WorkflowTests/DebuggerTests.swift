import Testing
import Workflow

/// A parent with a keyed child, a worker and a side effect: something of each for the dump.
struct Dashboard: Workflow {
    func makeInitialState() -> [String] { ["start"] }

    func render(state: [String], context: RenderContext<Dashboard>) -> Counter.Rendering {
        context.runSideEffect(key: "heartbeat") { _ in }
        AsyncStream<String>.makeStream().stream.asWorker(id: "feed").running(in: context) { (_: String) in
            AnyWorkflowAction<Dashboard> { _ in nil }
        }
        return Counter().rendered(in: context, key: "main") { output in
            AnyWorkflowAction {
                $0.append(output); return nil
            }
        }
    }
}

@MainActor
@Suite struct TreeDumpTests {
    @Test func textShowsTypesKeysStatesWorkersAndSideEffects() {
        let host = WorkflowHost(workflow: Dashboard())
        host.rendering.increment()
        #expect(
            host.treeDump().text == """
                Dashboard #1 state: ["start"]
                ├─ worker SequenceWorker<AsyncStream<String>> #3
                ├─ Counter["main"] #5 state: 1
                └─ side effect "heartbeat"
                """)
    }

    @Test func dotIsAGraphvizDigraphWithOneEdgePerChild() {
        let host = WorkflowHost(workflow: Dashboard())
        let dot = host.treeDump().dot
        #expect(dot.hasPrefix("digraph Workflow {"))
        #expect(dot.hasSuffix("}"))
        #expect(dot.contains(#"n1 [label="Dashboard #1\nstate: [\"start\"]\nside effect \"heartbeat\""];"#))
        #expect(dot.contains(#"n5 [label="Counter[\"main\"] #5\nstate: 0"];"#))
        #expect(dot.contains("n3 [shape=ellipse"))
        #expect(dot.contains("n1 -> n3;") && dot.contains("n1 -> n5;"))
    }

    @Test func theDumpFollowsTheTreeAsItChanges() {
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b"]))
        #expect(host.treeDump().root.children.map(\.key) == ["a", "b"])
        host.update(workflow: CounterList(keys: ["b", "c"]))
        #expect(host.treeDump().root.children.map(\.key) == ["b", "c"])
        #expect(host.treeDump().root.children.map(\.id) == [3, 4])
    }
}

@MainActor
@Suite struct ActionLogTests {
    @Test func recordsEachActionWithStatesOutputsAndSource() {
        let log = ActionLog()
        let host = WorkflowHost(workflow: CounterList(keys: ["a"]), observers: [log])
        host.rendering.counters["a"]?.increment()
        host.rendering.counters["a"]?.emit("hi")
        host.update(workflow: CounterList(keys: ["a"], step: 2))

        #expect(log.entries.count == 4)
        #expect(log.steps.count == 3, "the parent's action came from the child's output")
        #expect(
            log.text == """
                #0 WorkflowTests.CounterList/WorkflowTests.Counter["a"]: increment  state 0 → 1
                #1 WorkflowTests.CounterList/WorkflowTests.Counter["a"]: emit("hi")  state 1 → 1 ⇒ output hi
                #2 WorkflowTests.CounterList: AnyWorkflowAction<CounterList> { … } (from a child's output)  state [] → ["a:hi"] ⇒ output a:hi
                #3 WorkflowTests.CounterList: new props CounterList(keys: ["a"], step: 2)
                """)
    }

    @Test func replayReproducesTheSessionStepByStepAndSeeksBack() throws {
        let log = ActionLog()
        let host = WorkflowHost(workflow: CounterList(keys: ["a", "b"]), observers: [log])
        host.rendering.counters["a"]?.increment()
        host.rendering.counters["b"]?.emit("x")
        host.update(workflow: CounterList(keys: ["a", "b"], step: 10))
        host.rendering.counters["a"]?.increment()

        let replay = ActionLogReplay(workflow: CounterList(keys: ["a", "b"]), log: log)
        var values: [[String: Int]] = []
        while try replay.step() {
            values.append(replay.host.rendering.counters.mapValues(\.value))
        }
        #expect(values == [["a": 1, "b": 0], ["a": 1, "b": 0], ["a": 1, "b": 0], ["a": 11, "b": 0]])
        #expect(replay.host.rendering.received == host.rendering.received)
        #expect(replay.isAtEnd)

        try replay.seek(toStep: 1)
        #expect(replay.host.rendering.counters["a"]?.value == 1)
        #expect(replay.host.rendering.received.isEmpty)
        try replay.seek(toStep: 4)
        #expect(replay.host.rendering.counters["a"]?.value == 11)
    }

    @Test func replayStartsFromTheLogsSnapshot() throws {
        let first = WorkflowHost(workflow: Notebook(titles: ["a"]))
        first.rendering.notes["a"]?.write("one ")
        let snapshot = first.snapshot()

        let log = ActionLog(startingFrom: snapshot)
        let second = WorkflowHost(workflow: Notebook(titles: ["a"]), restoringFrom: snapshot, observers: [log])
        second.rendering.notes["a"]?.write("two")

        let replay = ActionLogReplay(workflow: Notebook(titles: ["a"]), log: log)
        #expect(replay.host.rendering.notes["a"]?.text == "one ")
        try replay.step()
        #expect(replay.host.rendering.notes["a"]?.text == "one two")
    }

    @Test func aStepWhoseNodeIsGoneFailsWithItsPath() throws {
        let log = ActionLog()
        let host = WorkflowHost(workflow: CounterList(keys: ["a"]), observers: [log])
        host.rendering.counters["a"]?.increment()

        // Replayed against a root whose props do not render "a".
        let replay = ActionLogReplay(workflow: CounterList(keys: ["z"]), log: log)
        #expect {
            try replay.step()
        } throws: { error in
            let description = String(describing: error)
            return description.contains("Step 0")
                && description.contains(#"no node at WorkflowTests.CounterList/WorkflowTests.Counter["a"] is running"#)
        }
    }
}
