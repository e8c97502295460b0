import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowLogging

/// A counter whose rendering increments it or emits an output.
struct Tally: Workflow {
    typealias Output = String
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<Tally>) -> (value: Int, add: () -> Void, emit: () -> Void) {
        let sink = context.makeSink(of: AnyWorkflowAction<Tally>.self)
        return (
            state,
            {
                sink.send(
                    AnyWorkflowAction {
                        $0 += 1; return nil
                    })
            },
            { sink.send(AnyWorkflowAction { "total \($0)" }) }
        )
    }
}

/// Renders a `Tally` and forwards its output.
struct TallyParent: Workflow {
    typealias Output = String
    func render(state: Void, context: RenderContext<TallyParent>) -> (value: Int, add: () -> Void, emit: () -> Void) {
        Tally().rendered(in: context, key: "only") { output in
            AnyWorkflowAction(sendingOutput: "parent saw \(output)")
        }
    }
}

@MainActor
@Suite struct LoggingObserverTests {
    @Test func logsSessionsActionsPassesAndDiagnostics() {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .trace
        let host = WorkflowHost(workflow: Tally(), configuration: .allOff, observers: [LoggingObserver(logger: logger)])
        let add = host.rendering.add
        add()
        host.stop()
        add()  // dropped: reported as a warning

        let messages = handler.entries.map { "\($0.level) \($0.message)" }
        #expect(
            messages == [
                "debug workflow started",
                "debug initial state",
                "trace rendered",
                "debug render pass",
                "debug action applied",
                "trace rendered",
                "debug render pass",
                "debug workflow ended",
                "warning AnyWorkflowAction<Tally> was sent to Tally (key \"\"), which is no longer running; it was ignored.",
            ])
        let applied = handler.entries[4].metadata
        #expect(applied["workflow.type"] == "Tally")
        #expect(applied["workflow.id"] == "1")
        #expect(applied["state.before"] == "0")
        #expect(applied["state.after"] == "1")
        #expect(applied["action.source"] == "sink")
    }

    @Test func theChosenLevelFiltersRoutineMessages() {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .info
        let host = WorkflowHost(workflow: Tally(), observers: [LoggingObserver(logger: logger, level: .debug)])
        host.rendering.add()
        #expect(handler.entries.isEmpty)
    }
}
