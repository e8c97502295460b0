import Testing
import Workflow

/// A side effect starts once, the first time its key is declared, and its lifetime ends exactly
/// once: when a pass stops declaring it, when its workflow ends, or when the host stops. The
/// promises are in the DocC catalog (Sources/Workflow/Workflow.docc): RuntimeGuarantees.md,
/// "Order", and WorkersSideEffectsAndEventSources.md, "Identity: when work starts again" and
/// "Cancellation and cleanup".
@MainActor
@Suite struct SideEffectTests {
    final class Log {
        var entries: [String] = []
    }

    struct Effects: Workflow {
        var keys: [String]
        var log: Log
        func render(state: Void, context: RenderContext<Effects>) -> Void {
            for key in keys {
                context.runSideEffect(key: key) { [log] lifetime in
                    log.entries.append("start \(key)")
                    lifetime.onEnded { log.entries.append("end \(key)") }
                }
            }
        }
    }

    struct Parent: Workflow {
        var showChild: Bool
        var log: Log
        func render(state: Void, context: RenderContext<Parent>) -> Void {
            if showChild {
                Effects(keys: ["child"], log: log).rendered(in: context)
            }
        }
    }

    @Test func startsOnceAndEndsWhenNoLongerDeclared() {
        let log = Log()
        let host = WorkflowHost(workflow: Effects(keys: ["a"], log: log))
        host.update(workflow: Effects(keys: ["a", "b"], log: log))
        host.update(workflow: Effects(keys: ["a", "b"], log: log))
        #expect(log.entries == ["start a", "start b"])
        host.update(workflow: Effects(keys: ["b"], log: log))
        host.update(workflow: Effects(keys: [], log: log))
        #expect(log.entries == ["start a", "start b", "end a", "end b"])
    }

    @Test func endsWhenItsWorkflowEnds() {
        let log = Log()
        let host = WorkflowHost(workflow: Parent(showChild: true, log: log))
        host.update(workflow: Parent(showChild: false, log: log))
        host.update(workflow: Parent(showChild: false, log: log))
        #expect(log.entries == ["start child", "end child"])
    }

    @Test func endsWhenTheHostStopsOrIsReleased() {
        let log = Log()
        let host = WorkflowHost(workflow: Effects(keys: ["a"], log: log))
        host.stop()
        host.stop()
        #expect(log.entries == ["start a", "end a"])

        let released = Log()
        var maybeHost: WorkflowHost<Parent>? = WorkflowHost(workflow: Parent(showChild: true, log: released))
        #expect(maybeHost?.isRunning == true)
        maybeHost = nil
        #expect(released.entries == ["start child", "end child"])
    }

    @Test func startsAfterRenderNotInsideIt() {
        struct Probe: Workflow {
            var log: Log
            func render(state: Void, context: RenderContext<Probe>) -> Void {
                log.entries.append("render begins")
                context.runSideEffect(key: 0) { [log] _ in log.entries.append("effect starts") }
                log.entries.append("render ends")
            }
        }
        let log = Log()
        _ = WorkflowHost(workflow: Probe(log: log))
        #expect(log.entries == ["render begins", "render ends", "effect starts"])
    }

    @Test func lateOnEndedHandlerRunsImmediately() {
        final class Holder { var lifetime: Lifetime? }
        struct Keeper: Workflow {
            var declare: Bool
            var holder: Holder
            func render(state: Void, context: RenderContext<Keeper>) -> Void {
                if declare {
                    context.runSideEffect(key: "k") { [holder] lifetime in holder.lifetime = lifetime }
                }
            }
        }
        let holder = Holder()
        let host = WorkflowHost(workflow: Keeper(declare: true, holder: holder))
        #expect(holder.lifetime?.hasEnded == false)
        host.update(workflow: Keeper(declare: false, holder: holder))
        #expect(holder.lifetime?.hasEnded == true)
        var ran = false
        holder.lifetime?.onEnded { ran = true }
        #expect(ran)
    }
}
