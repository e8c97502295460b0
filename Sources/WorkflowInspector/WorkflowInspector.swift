import Synchronization
import Workflow

// Locks. Every lock in this module (and in WorkflowInspectorWeb) is Synchronization's `Mutex`,
// and only that. It comes with the standard library, so the module needs no package for it, and
// its `withLock` lends the value in place: a lock that copies the value out and back, as
// ConcurrencyExtras' `LockIsolated.withValue` does, made every append to the store's log copy the
// whole 2,000-event ring buffer (181 µs a counter action against 39 µs; docs/benchmarks.md,
// scenario 9). The price: ThreadSanitizer cannot see a `Mutex` synchronise on Linux (it waits on
// a bare futex), and this module's tests are in CI's ThreadSanitizer run, so a race it reports
// on one of these locks when two threads contend for it may not be real; WorkflowTesting, whose
// users run their tests under ThreadSanitizer, keeps `LockIsolated` for that reason.

/// Records one host for the Workflow Inspector: its tree, every action with the state diff it
/// made and the renders it caused, the workers and side effects that ran, and the steps that
/// replay the session. Views read it from any isolation; time travel, export, import and
/// "Make a test" run on the host's own isolation, in hosts of their own.
///
/// Attach it where the host is made; with `nil` the host is made exactly as without the
/// inspector, with no observer at all:
///
/// ```swift
/// let inspector: WorkflowInspector? = inspecting ? WorkflowInspector(name: "gallery") : nil
/// let host = WorkflowHost(workflow: GalleryWorkflow(), inspector: inspector)
/// ```
///
/// Memory is bounded: the log keeps the newest ``capacity`` events (2,000 by default) in a
/// ring buffer, and the recording keeps at most ``stepLimit`` replayable steps (100,000 by
/// default; each is the action value and a shared path, tens of bytes for most actions).
/// Past the step limit, time travel and export say so instead of replaying part of a session.
///
/// Time travel replays from the nearest checkpoint before the step it goes to: a snapshot of
/// an earlier replay, kept every 1,000 steps when the tree's snapshot restores it whole (every
/// node a `SnapshottingWorkflow`). So only the first jump into a long recording replays it
/// from the start; later ones replay at most 999 steps (``InspectorFrame/replayedFrom``).
public final class WorkflowInspector: Sendable {
    /// The log's default capacity, in events.
    public static let defaultCapacity = 2_000
    /// The default limit on the steps kept for time travel and export.
    public static let defaultStepLimit = 100_000

    /// How many events the log keeps; older ones are dropped, oldest first.
    public let capacity: Int
    /// How many replayable steps the recording keeps.
    public let stepLimit: Int
    /// The types an imported recording's actions may have.
    public let actionTypes: InspectorActionTypes
    /// The Swift expression a test made by ``makeTest(named:workflow:)`` builds the root
    /// workflow with, such as `GalleryWorkflow()`; `nil` for custom-dump's account of the root.
    public let workflowExpression: String?
    let clock: InspectorClock
    let store: InspectorStore
    /// Where requests for the host's isolation go, once a host is attached.
    private let requests = Mutex<AsyncStream<InspectorRequest>.Continuation?>(nil)

    /// An inspector to attach to one host.
    ///
    /// - Parameters:
    ///   - name: What the inspector's list of sessions calls it.
    ///   - capacity: The events the log keeps.
    ///   - stepLimit: The replayable steps the recording keeps.
    ///   - actionTypes: The `Codable` action types that imported recordings may hold.
    ///   - workflowExpression: How tests made by "Make a test" build the root workflow, when
    ///     custom-dump's account of it is not Swift that compiles (a root holding a large value
    ///     or one without a memberwise initializer).
    ///   - clock: Where recorded times come from.
    public init(
        name: String = "app",
        capacity: Int = WorkflowInspector.defaultCapacity,
        stepLimit: Int = WorkflowInspector.defaultStepLimit,
        actionTypes: InspectorActionTypes = InspectorActionTypes(),
        workflowExpression: String? = nil,
        clock: InspectorClock = .continuous
    ) {
        precondition(capacity > 0 && stepLimit >= 0, "WorkflowInspector needs a capacity of 1 or more and a step limit of 0 or more")
        self.capacity = capacity
        self.stepLimit = stepLimit
        self.actionTypes = actionTypes
        self.workflowExpression = workflowExpression
        self.clock = clock
        store = InspectorStore(name: name, capacity: capacity)
    }

    deinit {
        requests.withLock { $0 }?.finish()
    }

    /// What the inspector calls its session.
    public var name: String { store.name }

    /// Everything recorded so far, as plain values.
    public func snapshot() -> InspectorSnapshot {
        store.snapshot
    }

    /// The ``InspectorSnapshot/version`` of each later change. A slow reader gets the newest
    /// one only, so a view refreshes at its own pace however fast the app runs.
    public func changes() -> AsyncStream<Int> {
        store.changes()
    }

    /// The app as it was after `step` steps, rebuilt in a host of its own on the recorded
    /// host's isolation; the recorded host is not touched.
    public func frame(atStep step: Int) async throws(InspectorError) -> InspectorFrame {
        try await request { .frame(step: step, reply: $0) }
    }

    /// The recording so far, to export as ``InspectorRecording/json``.
    ///
    /// - Throws: ``InspectorError/notCodable(step:type:)`` when an action is not `Codable`.
    public func recording() async throws(InspectorError) -> InspectorRecording {
        try await request { .recording(reply: $0) }
    }

    /// Replays `recording` (made by this app, here or elsewhere) in a new host and returns an
    /// inspector of that replay, to look through and travel in like a live one.
    ///
    /// - Throws: ``InspectorError`` naming the step and action that no longer decode or apply.
    public func importRecording(_ recording: InspectorRecording, name: String) async throws(InspectorError) -> WorkflowInspector {
        try await request { .importing(recording, name: name, reply: $0) }
    }

    /// The source of a Swift Testing test that replays the recording so far and expects the
    /// tree and rendering the app has after it.
    ///
    /// - Parameters:
    ///   - name: The test function's name (made into an identifier).
    ///   - workflow: The Swift expression that makes the root workflow; the inspector's
    ///     ``workflowExpression`` by default, or else custom-dump's account of the recorded root,
    ///     which suits workflows with memberwise initializers.
    public func makeTest(named name: String, workflow: String? = nil) async throws(InspectorError) -> String {
        try await request { [workflowExpression] in .test(name: name, workflowExpression: workflow ?? workflowExpression, reply: $0) }
    }

    /// Starts serving requests on the host's isolation with `replayer`, replacing any earlier host.
    func serve<Root: Workflow>(_ replayer: InspectorReplayer<Root>, isolation: isolated (any Actor) = #isolation) {
        let (stream, continuation) = AsyncStream<InspectorRequest>.makeStream()
        requests.withLock { current in
            current?.finish()
            current = continuation
        }
        // Isolated to the host's actor (it captures `isolation`), like the host's own tasks;
        // it ends when the inspector is released or attached to another host.
        Task {
            _ = isolation
            for await request in stream {
                replayer.handle(request, isolation: isolation)
            }
        }
    }

    private func request<T: Sendable>(
        _ make: (CheckedContinuation<Result<T, InspectorError>, Never>) -> InspectorRequest
    ) async throws(InspectorError) -> T {
        guard let requests = requests.withLock({ $0 }) else { throw .notAttached }
        let result = await withCheckedContinuation { reply in
            if case .terminated = requests.yield(make(reply)) {
                reply.resume(returning: .failure(.notAttached))
            }
        }
        return try result.get()
    }
}
