import Dispatch
import Testing
import Workflow
import WorkflowTesting

/// Regressions where a runtime option changed what happened, not only how often rendering
/// happened: each holds under every combination of options.
@MainActor
@Suite struct OptionIndependenceTests {
    @Test(arguments: RuntimeConfiguration.allCombinations)
    func aQueuedActionToAChildThatEndedFirstIsDroppedAndReportedOnce(configuration: RuntimeConfiguration) {
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: ChildToggle(log: LifetimeLog()), configuration: configuration, observers: [observer])
        host.onOutput { _ in
            // Both are queued behind the update in progress: the first ends the child, so the
            // second reaches a node that has ended.
            let rendering = host.rendering
            rendering.setShowsChild(false)
            rendering.child?.emit("late")
        }
        host.rendering.ping()
        #expect(host.rendering.child == nil)
        #expect(host.rendering.received == [], "the ended child's output never reached its parent")
        #expect(observer.diagnostics.map(\.kind) == [.actionDropped])
        #expect(observer.diagnostics.first?.message.contains("LifetimeCounter") == true)
    }

    @Test(arguments: RuntimeConfiguration.allCombinations)
    func aChildRemovedAndAddedAgainInOneCascadeStartsAfresh(configuration: RuntimeConfiguration) {
        let log = LifetimeLog()
        let host = WorkflowHost(workflow: ChildToggle(log: log), configuration: configuration)
        host.rendering.child?.increment()
        #expect(host.rendering.child?.value == 1)
        host.onOutput { _ in
            host.rendering.setShowsChild(false)
            host.rendering.setShowsChild(true)
        }
        host.rendering.ping()
        #expect(host.rendering.child?.value == 0, "a new child, not the removed one")
        #expect(log.events == ["start", "end", "start"], "the removed child's side effect ended, the new one's started")
    }

    @Test(arguments: RuntimeConfiguration.allCombinations)
    func actionsQueuedWhenTheHostStopsAreReportedAsDropped(configuration: RuntimeConfiguration) {
        let observer = RecordingObserver()
        let host = WorkflowHost(workflow: ChildToggle(log: LifetimeLog()), configuration: configuration, observers: [observer])
        host.onOutput { _ in
            host.stop()
            host.rendering.child?.increment()
        }
        host.rendering.ping()
        #expect(observer.diagnostics.map(\.kind) == [.actionDropped])
        #expect(observer.diagnostics.first?.message.contains("LifetimeCounter") == true)
    }
}

/// Late worker outputs: a run that was replaced or removed delivers nothing, costs no render
/// pass, and is not reported as a dropped action (nothing was lost: the run was meant to stop).
@MainActor
@Suite struct LateWorkerOutputTests {
    /// A host whose worker "old" has posted its output, which the mailbox has not delivered yet.
    func hostWithLateOutput(
        configuration: RuntimeConfiguration
    ) -> (WorkflowHost<LateOutputHost>, RecordingObserver, DispatchSemaphore) {
        let posted = DispatchSemaphore(value: 0)
        let observer = RecordingObserver()
        let host = WorkflowHost(
            workflow: LateOutputHost(workerID: "old", posted: posted), configuration: configuration, observers: [observer]
        )
        waitUntilPosted(posted)
        return (host, observer, posted)
    }

    @Test(arguments: RuntimeConfiguration.allCombinations)
    func anOutputOfAReplacedRunCostsNoRendering(configuration: RuntimeConfiguration) async {
        let (host, observer, posted) = hostWithLateOutput(configuration: configuration)
        var renderings: [[String]] = []
        host.onRendering { renderings.append($0.outputs) }
        host.update(workflow: LateOutputHost(workerID: "new", posted: posted))
        let final = await host.firstRendering(where: { $0.outputs.contains("new") })
        #expect(final.outputs == ["new"])
        #expect(renderings == [[], ["new"]], "the replaced run's output published no rendering")
        #expect(observer.diagnostics.isEmpty)
        await host.shutDown()
    }

    @Test(arguments: RuntimeConfiguration.allCombinations)
    func anOutputRacingTheWorkersRemovalIsNotReportedAsDropped(configuration: RuntimeConfiguration) async {
        let (host, observer, posted) = hostWithLateOutput(configuration: configuration)
        host.update(workflow: LateOutputHost(workerID: nil, posted: posted))
        host.rendering.marker.send(.init(value: "marker"))
        let final = await host.firstRendering(where: { $0.outputs.contains("marker") })
        #expect(final.outputs == ["marker"])
        #expect(observer.diagnostics.isEmpty, "\(observer.diagnostics)")
        await host.shutDown()
    }

    @Test func anActionSentThroughASendableSinkAfterTheHostStoppedIsReported() async {
        let observer = RecordingObserver()
        let host = WorkflowHost(
            workflow: LateOutputHost(workerID: nil, posted: DispatchSemaphore(value: 0)), observers: [observer]
        )
        host.rendering.marker.send(.init(value: "too late"))  // posted, not yet delivered
        await host.shutDown()
        #expect(observer.diagnostics.map(\.kind) == [.actionDropped])
        #expect(observer.diagnostics.first?.message.contains("AppendAction") == true)
    }
}
