import Testing
import Workflow

/// Writes every hook it hears as one line, in order.
final class HookTranscript: WorkflowObserver {
    var lines: [String] = []
    var renderDurations: [Duration] = []
    var passDurations: [Duration] = []

    func name(_ session: WorkflowNodeInfo) -> String {
        let type = String(describing: session.workflowType)
        return session.key.isEmpty ? type : "\(type)[\(session.key)]"
    }

    func sessionDidBegin(_ session: WorkflowNodeInfo) {
        lines.append("begin \(name(session)) id \(session.id) parent \(session.parentID.map(String.init) ?? "-")")
    }
    func workflowDidMakeInitialState<W: Workflow>(_ workflow: W, state: W.State, restoredFromSnapshot: Bool, session: WorkflowNodeInfo) {
        lines.append("initial state \(name(session)) \(state)")
    }
    func workflowDidChange<W: Workflow>(from previous: W, to workflow: W, state: W.State, session: WorkflowNodeInfo) {
        lines.append("props \(name(session))")
    }
    func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        lines.append("will render \(name(session)) \(state)")
    }
    func workflowDidRender<W: Workflow>(_ workflow: W, rendering: W.Rendering, duration: Duration, session: WorkflowNodeInfo) {
        lines.append("did render \(name(session))")
        renderDurations.append(duration)
    }
    func sessionDidEnd(_ session: WorkflowNodeInfo) {
        lines.append("end \(name(session))")
    }
    func actionWasReceived<Action: WorkflowAction>(_ action: Action, session: WorkflowNodeInfo) {
        lines.append("received \(action) at \(name(session))")
    }
    func actionWillApply<Action: WorkflowAction>(
        _ action: Action, state: Action.WorkflowType.State, source: ActionSource, session: WorkflowNodeInfo
    ) {
        lines.append("will apply \(action) at \(name(session)) to \(state) from \(source)")
    }
    func actionDidApply<Action: WorkflowAction>(
        _ action: Action, stateBefore: Action.WorkflowType.State, stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?, source: ActionSource, session: WorkflowNodeInfo
    ) {
        lines.append("did apply at \(name(session)): \(stateBefore) → \(stateAfter), output \(output.map { "\($0)" } ?? "none")")
    }
    func renderPassWillBegin() { lines.append("pass begins") }
    func renderPassDidEnd(duration: Duration) {
        lines.append("pass ends")
        passDurations.append(duration)
    }
    func renderPassWasSkipped() { lines.append("pass skipped") }
}

@MainActor
@Suite struct ObserverHookTests {
    @Test func everyHookOfAnInitialRenderAnUpdateAndAStopInOrder() {
        let transcript = HookTranscript()
        let host = WorkflowHost(workflow: CounterList(keys: ["a"]), configuration: .allOff, observers: [transcript])
        host.rendering.counters["a"]?.emit("hi")
        host.update(workflow: CounterList(keys: []))
        host.stop()
        #expect(
            transcript.lines == [
                "begin CounterList id 1 parent -",
                "initial state CounterList []",
                "pass begins",
                "will render CounterList []",
                "begin Counter[a] id 2 parent 1",
                "initial state Counter[a] 0",
                "will render Counter[a] 0",
                "did render Counter[a]",
                "did render CounterList",
                "pass ends",
                #"received emit("hi") at Counter[a]"#,
                #"will apply emit("hi") at Counter[a] to 0 from sink"#,
                "did apply at Counter[a]: 0 → 0, output hi",
                "will apply AnyWorkflowAction<CounterList> { … } at CounterList to [] from childOutput(childID: 2)",
                #"did apply at CounterList: [] → ["a:hi"], output a:hi"#,
                "pass begins",
                #"will render CounterList ["a:hi"]"#,
                "props Counter[a]",
                "will render Counter[a] 0",
                "did render Counter[a]",
                "did render CounterList",
                "pass ends",
                "props CounterList",
                "pass begins",
                #"will render CounterList ["a:hi"]"#,
                "end Counter[a]",
                "did render CounterList",
                "pass ends",
                "end CounterList",
            ])
        #expect(transcript.renderDurations.count == 5)
        #expect(transcript.passDurations.count == 3)
        #expect(transcript.passDurations.allSatisfy { $0 >= .zero })
    }

    @Test func aSkippedPassIsReported() {
        let transcript = HookTranscript()
        let host = WorkflowHost(
            workflow: Counter(),
            configuration: RuntimeConfiguration(renderOnlyWhenStateChanged: true),
            observers: [transcript]
        )
        transcript.lines = []
        host.rendering.emit("same")
        #expect(
            transcript.lines == [
                #"received emit("same") at Counter"#,
                #"will apply emit("same") at Counter to 0 from sink"#,
                "did apply at Counter: 0 → 0, output same",
                "pass skipped",
            ])
    }

    @Test func severalObserversAllHearEveryHook() {
        let first = HookTranscript()
        let second = HookTranscript()
        let host = WorkflowHost(workflow: Counter(), observers: [first, second])
        host.rendering.increment()
        #expect(!first.lines.isEmpty)
        #expect(first.lines == second.lines)
    }
}
