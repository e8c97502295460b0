/// Runs a root workflow: owns its tree of running workflows, applies actions, and publishes
/// each new rendering and every output of the root.
///
/// A host lives in the isolation domain that creates it — the main actor in a UI app, or any
/// actor, such as one per server session — and needs no other thread. On that isolation
/// everything is synchronous: sending an action through a rendering's ``Sink`` applies it, runs
/// the render pass, and updates ``rendering`` before `send` returns.
///
/// ```swift
/// @MainActor func start() {
///     let host = WorkflowHost(workflow: TicTacToeWorkflow(playerX: "Ann", playerO: "Bob"))
///     host.onRendering { screen in print(screen.board) }
///     host.onOutput { gameOver in print(gameOver) }
///     host.rendering.onSpaceSelected(Position(row: 0, column: 0))
/// }
/// ```
///
/// Releasing the host, or calling ``stop()``, ends every workflow and side effect in the tree
/// and finishes ``renderings`` and ``outputs``. Their tasks are cancelled and end soon after;
/// ``shutDown()`` also waits until they have.
public final class WorkflowHost<WorkflowType: Workflow> {
    private let runtime: HostRuntime<WorkflowType>
    /// What the mailbox's drain tasks reach the runtime through; see the initializer.
    private let weaklyHeldRuntime: WeaklyHeldRuntime

    /// Starts `workflow` and renders it once, on the caller's isolation.
    ///
    /// - Parameters:
    ///   - workflow: The root workflow and its props.
    ///   - snapshot: Saved states to start from, taken by ``snapshot()`` of an earlier host.
    ///     Each node of the initial render pass that the snapshot has restores its state
    ///     instead of making an initial one; what cannot be restored is reported to
    ///     `observers` (``RuntimeDiagnostic/Kind/snapshotIncomplete``) and starts fresh.
    ///   - configuration: The runtime options; see ``RuntimeConfiguration``.
    ///   - observers: Hooks called as the tree runs; see ``WorkflowObserver``.
    ///   - isolation: The actor the host belongs to. Leave the default, which is the caller's
    ///     own isolation; calling from a context without one (a nonisolated function) does not
    ///     compile, because actions from other isolations need somewhere to arrive.
    public init(
        workflow: WorkflowType,
        restoringFrom snapshot: WorkflowSnapshot? = nil,
        configuration: RuntimeConfiguration = .default,
        observers: [any WorkflowObserver] = [],
        isolation: isolated (any Actor) = #isolation
    ) {
        let mailbox = HostMailbox()
        let runtime = HostRuntime(
            workflow: workflow,
            snapshot: snapshot,
            configuration: configuration,
            observers: observers,
            mailbox: mailbox
        )
        self.runtime = runtime
        let weaklyHeldRuntime = WeaklyHeldRuntime(runtime: runtime)
        self.weaklyHeldRuntime = weaklyHeldRuntime
        // Sends from other isolations arrive through the mailbox, which starts a drain task
        // only when something arrives (see HostMailbox). The task hops to this host's actor,
        // given as `isolation`, and refers to the runtime weakly, so that releasing the host
        // releases the tree at once; it ends when the mailbox is empty.
        let reference = WeaklyHeldRuntime.Reference(weaklyHeldRuntime, on: isolation)
        mailbox.install { mailbox in
            Task { await reference.drain(mailbox, isolation: reference.actor) }
        }
    }

    deinit {
        runtime.stop()
    }

    /// The root's current rendering.
    public var rendering: WorkflowType.Rendering {
        runtime.rendering
    }

    /// The options the host runs with.
    public var configuration: RuntimeConfiguration {
        runtime.configuration
    }

    /// The saved states of every ``SnapshottingWorkflow`` in the tree, with the identity of
    /// every node, to start another host from later with
    /// ``init(workflow:restoringFrom:configuration:observers:isolation:)``.
    ///
    /// A state that fails to encode is left out and reported to observers.
    public func snapshot() -> WorkflowSnapshot {
        runtime.snapshot()
    }

    /// A description of the running tree — types, keys, states, workers and side effects —
    /// for debugging; print its ``WorkflowTreeDump/text`` or render its ``WorkflowTreeDump/dot``.
    public func treeDump() -> WorkflowTreeDump {
        WorkflowTreeDump(root: runtime.root.treeDumpNode())
    }

    /// Applies `action` at the running node with `path`, as if one of that node's sinks had
    /// sent it; returns `false` if no node has that path. For tools that replay a recorded
    /// session in a host of their own (``ActionLogReplay``, the inspector); an app's own code
    /// sends through its sinks. An action whose `WorkflowType` is not the node's is a
    /// programmer error and traps: check the path's last component first.
    public func send(_ action: any WorkflowAction, toNodeAt path: WorkflowPath) -> Bool {
        runtime.send(action, toNodeAt: path)
    }

    /// The root workflow value (its props) of the latest update.
    public var workflow: WorkflowType {
        runtime.root.workflow
    }

    /// Whether the host is running: it has not been stopped.
    public var isRunning: Bool {
        !runtime.isStopped
    }

    /// Every rendering, starting with the current one at the time iteration begins.
    ///
    /// Each iterator buffers every rendering published after it was made, so none is missed.
    public var renderings: WorkflowHostStream<WorkflowType.Rendering> {
        let runtime = self.runtime
        return WorkflowHostStream {
            runtime.renderingBroadcast.subscribe(startingWith: runtime.isStopped ? nil : runtime.rendering)
        }
    }

    /// Every output the root emits after iteration begins.
    ///
    /// An output is published after the render pass its action caused, so ``rendering`` already
    /// reflects it when a consumer receives it.
    public var outputs: WorkflowHostStream<WorkflowType.Output> {
        let runtime = self.runtime
        return WorkflowHostStream {
            runtime.outputBroadcast.subscribe(startingWith: nil)
        }
    }

    /// Calls `handler` synchronously, on the host's isolation, with every new rendering: the way
    /// for a UI container to update its views in the same turn as the action that caused them.
    ///
    /// Actions sent from `handler` are queued and applied right after the current update.
    @discardableResult
    public func onRendering(_ handler: @escaping (WorkflowType.Rendering) -> Void) -> HostObservation {
        guard !runtime.isStopped else { return HostObservation {} }
        let handlers = runtime.handlers
        let id = handlers.rendering.add(handler)
        return HostObservation { [weak handlers] in handlers?.rendering.remove(id) }
    }

    /// Calls `handler` synchronously, on the host's isolation, with every output of the root,
    /// after the render pass that the output's action caused.
    @discardableResult
    public func onOutput(_ handler: @escaping (WorkflowType.Output) -> Void) -> HostObservation {
        guard !runtime.isStopped else { return HostObservation {} }
        let handlers = runtime.handlers
        let id = handlers.output.add(handler)
        return HostObservation { [weak handlers] in handlers?.output.remove(id) }
    }

    /// Gives the root new props: the root's `workflowDidChange(from:state:)` runs, then a render
    /// pass. Called while an update is in progress (from an output handler, say), it is queued
    /// and applied right after.
    public func update(workflow: WorkflowType) {
        let runtime = self.runtime
        runtime.perform { disposition in
            guard disposition == .apply else { return }
            runtime.root.update(workflow: workflow)
            runtime.noteUpdate(changedState: true)
        }
    }

    /// Stops the host: ends every workflow and side effect, drops queued actions, and finishes
    /// ``renderings`` and ``outputs``. Called during an update, it takes effect once that
    /// update's rendering has been published. Calling it again does nothing.
    public func stop() {
        runtime.stop()
    }

    /// Stops the host, then waits until every task its workflows started — each worker and
    /// async side effect — has returned, so that nothing the host started outlives it.
    ///
    /// The tasks were cancelled by ``stop()``; how soon they return depends on how promptly
    /// their code checks for cancellation. Call it at the end of a test, a server session or a
    /// command-line tool, before depending on the tasks' cleanup having run.
    nonisolated(nonsending) public func shutDown() async {
        stop()
        // The mailbox is closed now, so no drain task starts after this one.
        await runtime.mailbox.latestDrain?.value
        for task in runtime.takeRemainingTasks() {
            await task.value
        }
    }
}
