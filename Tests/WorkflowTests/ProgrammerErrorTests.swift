import Testing
import Workflow

/// Programmer errors stop the program with a message that names what was wrong (the list in
/// ConcurrencyAndErrors.md, "Programmer errors", in Sources/Workflow/Workflow.docc). Each runs in
/// a child process through an exit test.
@Suite struct ProgrammerErrorTests {
    struct DuplicateChildren: Workflow {
        func render(state: Void, context: RenderContext<DuplicateChildren>) -> Void {
            _ = Counter().ignoringOutput().rendered(in: context, key: "twin")
            _ = Counter().ignoringOutput().rendered(in: context, key: "twin")
        }
    }

    struct DuplicateSideEffects: Workflow {
        func render(state: Void, context: RenderContext<DuplicateSideEffects>) -> Void {
            context.runSideEffect(key: "poll") { _ in }
            context.runSideEffect(key: "poll") { _ in }
        }
    }

    struct SendsWhileRendering: Workflow {
        func render(state: Void, context: RenderContext<SendsWhileRendering>) -> Void {
            let rendering = Counter().ignoringOutput().rendered(in: context)
            rendering.increment()
        }
    }

    struct LeaksContext: Workflow {
        final class Holder { var context: RenderContext<LeaksContext>? }
        var holder: Holder
        func render(state: Void, context: RenderContext<LeaksContext>) -> Void {
            holder.context = context
        }
    }

    struct LeaksApplyContext: Workflow {
        final class Holder { var context: ApplyContext<LeaksApplyContext>? }
        var holder: Holder
        var name = "props"
        func render(state: Void, context: RenderContext<LeaksApplyContext>) -> Sink<AnyWorkflowAction<LeaksApplyContext>> {
            context.makeSink(of: AnyWorkflowAction<LeaksApplyContext>.self)
        }
    }

    @Test func duplicateChildKeyNamesParentChildAndKey() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = WorkflowHost(workflow: DuplicateChildren()) }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("DuplicateChildren rendered child workflow Counter with key \"twin\" more than once"))
    }

    struct DuplicateWorkers: Workflow {
        struct Fetch: Worker, Equatable {
            func run() async -> Int { 1 }
        }
        func render(state: Void, context: RenderContext<DuplicateWorkers>) -> Void {
            Fetch().ignoringOutput().running(in: context, key: "page")
            Fetch().ignoringOutput().running(in: context, key: "page")
        }
    }

    @Test func duplicateWorkerKeyNamesWorkflowWorkerAndKey() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = WorkflowHost(workflow: DuplicateWorkers()) }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("DuplicateWorkers rendered worker Fetch with key \"page\" more than once"))
    }

    @Test func duplicateSideEffectKeyNamesWorkflowAndKey() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = WorkflowHost(workflow: DuplicateSideEffects()) }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("DuplicateSideEffects declared side effect with key \"poll\" more than once"))
    }

    @Test func sendingFromRenderIsAProgrammerError() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = WorkflowHost(workflow: SendsWhileRendering()) }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Action was sent to Counter while a render pass was running"))
    }

    @Test func usingARenderContextAfterRenderIsAProgrammerError() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let holder = LeaksContext.Holder()
                    let host = WorkflowHost(workflow: LeaksContext(holder: holder))
                    _ = holder.context?.makeSink(of: AnyWorkflowAction<LeaksContext>.self)
                    _ = host
                }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("RenderContext<LeaksContext> was used to make a sink"))
    }

    @Test func readingAnApplyContextAfterTheActionIsAProgrammerError() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let holder = LeaksApplyContext.Holder()
                    let host = WorkflowHost(workflow: LeaksApplyContext(holder: holder))
                    host.rendering.send(
                        AnyWorkflowAction { _, context in
                            holder.context = context; return nil
                        })
                    _ = holder.context?[workflowValue: \.name]
                }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("ApplyContext<LeaksApplyContext> was read after the action"))
    }

    @Test func retryPolicyWithoutAnyAttemptNamesTheValue() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = RetryPolicy<Duration>.constant(maxAttempts: 0, delay: .seconds(1))
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("RetryPolicy.maxAttempts must be at least 1 (the first try counts); got 0."))
    }

    @Test func timerWithoutAPositiveIntervalNamesTheValue() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = TimerWorker(every: .zero, clock: ContinuousClock())
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("TimerWorker's interval must be greater than zero; got 0.0 seconds."))
    }
}
