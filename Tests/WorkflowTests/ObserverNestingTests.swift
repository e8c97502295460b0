import Testing
import Workflow

/// Writes its paired hooks, tagged with its name, into a log it shares with other observers.
final class NamedPairObserver: WorkflowObserver {
    let name: String
    let log: SharedLog

    init(_ name: String, log: SharedLog) {
        self.name = name
        self.log = log
    }

    func sessionDidBegin(_ session: WorkflowNodeInfo) { log.lines.append("\(name) begin \(session.workflowType)") }
    func sessionDidEnd(_ session: WorkflowNodeInfo) { log.lines.append("\(name) end \(session.workflowType)") }
    func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        log.lines.append("\(name) will render")
    }
    func workflowDidRender<W: Workflow>(_ workflow: W, rendering: W.Rendering, duration: Duration, session: WorkflowNodeInfo) {
        log.lines.append("\(name) did render")
    }
    func actionWillApply<Action: WorkflowAction>(
        _ action: Action, state: Action.WorkflowType.State, source: ActionSource, session: WorkflowNodeInfo
    ) {
        log.lines.append("\(name) will apply")
    }
    func actionDidApply<Action: WorkflowAction>(
        _ action: Action, stateBefore: Action.WorkflowType.State, stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?, source: ActionSource, session: WorkflowNodeInfo
    ) {
        log.lines.append("\(name) did apply")
    }
    func renderPassWillBegin() { log.lines.append("\(name) pass begins") }
    func renderPassDidEnd(duration: Duration) { log.lines.append("\(name) pass ends") }
}

/// The lines several observers append to, in the order the hooks ran.
final class SharedLog {
    var lines: [String] = []
}

@MainActor
@Suite struct ObserverNestingTests {
    @Test func didHooksRunInReverseOrderOfRegistrationSoThatPairsNest() {
        let log = SharedLog()
        let host = WorkflowHost(
            workflow: Counter(),
            configuration: .allOff,
            observers: [NamedPairObserver("outer", log: log), NamedPairObserver("inner", log: log)]
        )
        host.rendering.increment()
        host.stop()
        #expect(
            log.lines == [
                "outer begin Counter", "inner begin Counter",
                "outer pass begins", "inner pass begins",
                "outer will render", "inner will render",
                "inner did render", "outer did render",
                "inner pass ends", "outer pass ends",
                "outer will apply", "inner will apply",
                "inner did apply", "outer did apply",
                "outer pass begins", "inner pass begins",
                "outer will render", "inner will render",
                "inner did render", "outer did render",
                "inner pass ends", "outer pass ends",
                "inner end Counter", "outer end Counter",
            ])
    }
}
