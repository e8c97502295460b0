public import Workflow

/// Drives a real ``/Workflow/WorkflowHost`` — real children, real workers, real side effects —
/// and awaits what it publishes, in order.
///
/// ```swift
/// @MainActor @Test func searchShowsResults() async {
///     let clock = TestClock()
///     let tester = WorkflowHostTester(workflow: SearchWorkflow(clock: clock))
///     tester.rendering.onQueryChanged("pro")
///     await clock.advance(by: .milliseconds(100), until: { tester.rendering.status == .done })
///     let screen = await tester.nextRendering(satisfying: { $0.status == .done })
///     #expect(screen.results.count == 2)
///     await tester.finish()
/// }
/// ```
///
/// Every output the root emits must be taken with ``nextOutput(fileID:filePath:line:column:)``
/// before the test ends: ``finish()``, or releasing the tester, fails the test for each one
/// left, naming it — unless the tester was made with `unconsumedOutputs: .ignore`.
public final class WorkflowHostTester<WorkflowType: Workflow> {
    /// What to do about outputs the test never took when it ends.
    public enum UnconsumedOutputs: Sendable {
        /// Fail the test, naming each output left.
        case fail
        /// Let them be.
        case ignore
    }

    /// The host under test.
    public let host: WorkflowHost<WorkflowType>
    private var renderings: WorkflowHostStream<WorkflowType.Rendering>.Iterator
    private var outputs: WorkflowHostStream<WorkflowType.Output>.Iterator
    /// The outputs emitted and not yet taken, oldest first: the same ones, in the same order,
    /// that `outputs` holds, but readable without waiting.
    private var untakenOutputs: [WorkflowType.Output] = []
    private var hasSkippedInitialRendering = false
    private var isFinished = false
    private let unconsumedOutputs: UnconsumedOutputs
    private let location: AssertionSite
    private var outputRecording: HostObservation?

    /// Starts a host for `workflow` on the caller's isolation.
    ///
    /// - Parameters:
    ///   - workflow: The root workflow.
    ///   - snapshot: Saved states for the host to start from, if any.
    ///   - configuration: The host's runtime options.
    ///   - observers: Observers for the host.
    ///   - unconsumedOutputs: Whether outputs the test never took fail it when it ends.
    ///   - isolation: The actor the host runs on; the caller's, so a test needs no `await`.
    ///   - fileID: Where a failure at the end of the test is reported; leave the default.
    ///   - filePath: Where a failure at the end of the test is reported; leave the default.
    ///   - line: Where a failure at the end of the test is reported; leave the default.
    ///   - column: Where a failure at the end of the test is reported; leave the default.
    public init(
        workflow: WorkflowType,
        restoringFrom snapshot: WorkflowSnapshot? = nil,
        configuration: RuntimeConfiguration = .default,
        observers: [any WorkflowObserver] = [],
        unconsumedOutputs: UnconsumedOutputs = .fail,
        isolation: isolated (any Actor) = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let host = WorkflowHost(
            workflow: workflow, restoringFrom: snapshot, configuration: configuration,
            observers: observers, isolation: isolation
        )
        self.host = host
        self.renderings = host.renderings.makeAsyncIterator()
        self.outputs = host.outputs.makeAsyncIterator()
        self.unconsumedOutputs = unconsumedOutputs
        self.location = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
        outputRecording = host.onOutput { [weak self] output in self?.untakenOutputs.append(output) }
    }

    deinit {
        if !isFinished {
            reportUnconsumedOutputs()
            host.stop()
        }
    }

    /// The root's current rendering.
    public var rendering: WorkflowType.Rendering {
        host.rendering
    }

    /// The next rendering the host publishes after the last one this tester returned (or after
    /// the tester was made). Fails, and returns the current rendering, if the host stops or the
    /// task is cancelled first.
    nonisolated(nonsending) public func nextRendering(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> WorkflowType.Rendering {
        await nextRendering(satisfying: { _ in true }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The first rendering, from the next one on, that satisfies `condition`; the renderings
    /// before it are passed over. Fails, and returns the current rendering, if the host stops
    /// or the task is cancelled first.
    nonisolated(nonsending) public func nextRendering(
        satisfying condition: (WorkflowType.Rendering) -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> WorkflowType.Rendering {
        if !hasSkippedInitialRendering {
            hasSkippedInitialRendering = true
            _ = await renderings.next()  // The rendering current when the tester was made.
        }
        while let rendering = await renderings.next() {
            if condition(rendering) { return rendering }
        }
        AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
            .fail("The host \(Task.isCancelled ? "was cancelled" : "stopped") before publishing the rendering the test waited for.")
        return host.rendering
    }

    /// The next output of the root that this tester has not returned yet, waiting for it if
    /// need be. Fails, and returns `nil`, if the host stops or the task is cancelled first.
    nonisolated(nonsending) public func nextOutput(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> WorkflowType.Output? {
        guard let output = await outputs.next() else {
            AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column)
                .fail("The host \(Task.isCancelled ? "was cancelled" : "stopped") before emitting the output the test waited for.")
            return nil
        }
        // Cannot be empty: the host notifies the handler that appends each output before it
        // publishes the same output to `outputs`, in one synchronous step, so any output the
        // stream hands out is already in the list.
        untakenOutputs.removeFirst()
        return output
    }

    /// Ends the test's use of the host: fails for each output not taken (unless told to
    /// ignore them), then shuts the host down and waits for every task it started.
    nonisolated(nonsending) public func finish() async {
        guard !isFinished else { return }
        isFinished = true
        reportUnconsumedOutputs()
        await host.shutDown()
    }

    private func reportUnconsumedOutputs() {
        guard unconsumedOutputs == .fail, !untakenOutputs.isEmpty else { return }
        let left = untakenOutputs
        location.fail(
            """
            The host emitted \(left.count) output(s) the test never took with nextOutput(). Take \
            them, or make the tester with unconsumedOutputs: .ignore. Left:
            \(left.map { "• " + dumped($0) }.joined(separator: "\n"))
            """)
    }
}
