import InMemoryTracing
import Testing
import Tracing
import Workflow
import WorkflowTracing

@MainActor
@Suite struct TracingObserverTests {
    @Test func anActionItsCascadeAndItsRenderPassShareOneTrace() throws {
        let tracer = InMemoryTracer()
        let host = WorkflowHost(workflow: TallyParent(), configuration: .allOff, observers: [TracingObserver(tracer: tracer)])
        tracer.clearAll()
        host.rendering.emit()

        let spans = tracer.finishedSpans
        #expect(
            spans.map(\.operationName) == [
                "apply AnyWorkflowAction<Tally>",
                "apply AnyWorkflowAction<TallyParent>",
                "render pass",
            ])
        let root = spans[0]
        #expect(root.parentSpanID == nil)
        #expect(spans.dropFirst().allSatisfy { $0.traceID == root.traceID && $0.parentSpanID == root.spanID })
        #expect(root.attributes["workflow.type"]?.toSpanAttribute() == "Tally")
        #expect(root.attributes["workflow.key"]?.toSpanAttribute() == "only")
        #expect(root.attributes["workflow.output"]?.toSpanAttribute() == "total 0")
        #expect(spans[1].attributes["workflow.action.source"]?.toSpanAttribute() == "childOutput(childID: 2)")
        #expect(spans[2].attributes["workflow.render_count"]?.toSpanAttribute() == 2)
        #expect(tracer.activeSpans.isEmpty)
    }

    @Test func eachEventStartsANewTrace() {
        let tracer = InMemoryTracer()
        let host = WorkflowHost(workflow: Tally(), configuration: .allOff, observers: [TracingObserver(tracer: tracer)])
        tracer.clearAll()
        host.rendering.add()
        host.rendering.add()
        let roots = tracer.finishedSpans.filter { $0.parentSpanID == nil }
        #expect(roots.count == 2)
        #expect(Set(roots.map(\.traceID)).count == 2)
    }
}
