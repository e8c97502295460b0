/// The event loop of one host: it applies updates one at a time, runs exactly one render pass
/// after each, and queues whatever arrives while it is busy.
///
/// Every method runs on the host's isolation. Re-entrancy is the normal case, not an error:
/// an observer, an output handler or a side effect that sends an action while an update is in
/// progress has its action queued and applied, in order, right after the current update.
@usableFromInline
class Runtime {
    /// The options this host runs with.
    @usableFromInline let configuration: RuntimeConfiguration
    /// The hooks installed on the host; empty in most apps, which then pay nothing for them.
    let observers: [any WorkflowObserver]
    /// Whether there are observers: hooks, and the copies and clock readings they need, are
    /// skipped when there are none.
    @usableFromInline let isObserved: Bool
    /// Whether actions must find out if they changed state: only the options that skip work
    /// need to know.
    let tracksStateChanges: Bool
    /// Tells observers about diagnostics; shared with the sinks, which may outlive the runtime.
    let reporter: DiagnosticReporter
    /// Where sends from other isolations wait until the host's isolation takes them.
    let mailbox: HostMailbox
    /// Tells whether props and states changed, for the options that skip work.
    @usableFromInline let valueComparison = ValueComparison()
    /// Makes new child nodes and sink receivers without looking their classes up each time.
    @usableFromInline let nodeFactory = NodeFactory()
    /// Where nodes keep their last renderings, with partial tree rendering; given up in
    /// `deinit`, once stopping has ended every node (and so given back every block).
    @usableFromInline let keptBlocks = KeptBlockPool()
    /// The indexes of the passes whose children's order changed a lot.
    let childIndexes = ChildIndexes()
    /// Matches nodes to a snapshot's entries during the initial render pass, then is dropped.
    /// Unchecked like the fields below: read by each new node, cleared after each pass.
    @exclusivity(unchecked) var restorer: SnapshotRestorer?

    // The fields below are read and written on every update, only on the host's isolation,
    // and never passed inout to code outside this class, so they skip dynamic exclusivity
    // checks (see ``AnyWorkflowNode`` for the same reasoning about nodes).

    /// Incremented before each render pass; side effects remember the pass that last declared
    /// them, which is how duplicates and removals are found without extra sets.
    @exclusivity(unchecked) private(set) var passNumber: UInt64 = 0
    /// How many `render(state:context:)` calls are on the stack (a parent's and its children's).
    @usableFromInline @exclusivity(unchecked) final var renderDepth = 0
    @exclusivity(unchecked) private(set) var isBusy = false
    @exclusivity(unchecked) private(set) var isStopped = false
    @exclusivity(unchecked) private var stopRequested = false
    @exclusivity(unchecked) private var pendingUpdates = UpdateQueue()
    /// An update applied since the last render pass (or skipped pass) that has not yet been
    /// settled by one.
    @exclusivity(unchecked) private var hasUnsettledUpdate = false
    /// One of those updates needs a render pass (always, unless renderOnlyWhenStateChanged).
    @exclusivity(unchecked) private var needsRenderPass = false
    /// A render pass ran whose rendering has not been published yet; with conflateActions,
    /// only the last pass of a batch is published.
    @exclusivity(unchecked) private var hasUnpublishedRendering = false
    /// An update settled whose outputs (if any) have not been published yet.
    @exclusivity(unchecked) private var hasUnpublishedUpdate = false
    /// Set while a mailbox delivery is applied that more deliveries are known to follow, so
    /// that with conflateActions the publication waits for the last of them.
    @exclusivity(unchecked) private var deferringPublication = false
    @exclusivity(unchecked) private var lifetimesToEnd: [Lifetime] = []
    @exclusivity(unchecked) private var sideEffectsToStart: [(Lifetime, (Lifetime) -> Void)] = []
    @exclusivity(unchecked) private var nextSequenceNumber = 0
    /// The last generation handed to an ``ApplyContext``; one counter for the host, not one per
    /// node, because a generation only has to differ from the ones before it.
    @exclusivity(unchecked) private var lastApplyGeneration: UInt32 = 0
    /// Nodes that handed out a ``SendableSink``, by node id, so mailbox deliveries find them.
    private var sendableTargets: [Int: AnyWorkflowNode] = [:]
    private var tasks = TaskRegistry()

    init(configuration: RuntimeConfiguration, observers: [any WorkflowObserver], mailbox: HostMailbox) {
        self.configuration = configuration
        self.observers = observers
        self.isObserved = !observers.isEmpty
        self.reporter = DiagnosticReporter(observers: observers)
        self.tracksStateChanges = configuration.renderOnlyWhenStateChanged || configuration.partialTreeRendering
        self.mailbox = mailbox
    }

    deinit {
        // Only a stopped runtime has ended every node, and so had every kept block given back.
        // The host always stops it first; one freed while running could still have nodes
        // writing into the pool as they go, so its chunks are leaked instead of reused.
        assert(isStopped, "a runtime was freed without being stopped")
        if isStopped { keptBlocks.deallocateAll() }
    }

    // MARK: Updates

    /// Runs `update` now if the loop is idle, followed by its render pass and the updates queued
    /// meanwhile; otherwise queues it. An update that changes anything says so with
    /// ``noteUpdate(changedState:)``; one that does not (a dropped action) causes no render pass.
    /// A queued update is called with ``UpdateDisposition/discard`` instead if the host stops
    /// before its turn, so that an action can report that it was dropped.
    func perform(_ update: @escaping QueuedUpdate) {
        guard !isStopped else {
            update(.discard)
            return
        }
        if isBusy {
            pendingUpdates.append(update)
        } else {
            runWhileIdle { update(.apply) }
        }
    }

    /// Like `perform`, but the caller has already checked that the loop is idle, which lets a
    /// sink apply its action without allocating a closure.
    func runWhileIdle(_ update: () -> Void) {
        precondition(!isBusy && !isStopped, "internal: runWhileIdle called while busy or stopped")
        isBusy = true
        update()
        settle()
        isBusy = false
        if stopRequested { tearDown() }
    }

    /// Records that an update applied: an action (which `changedState` or not, as far as the
    /// runtime can tell) or new props.
    func noteUpdate(changedState: Bool) {
        hasUnsettledUpdate = true
        if changedState || !configuration.renderOnlyWhenStateChanged {
            needsRenderPass = true
        }
    }

    /// Renders the initial tree, as the host's initializer does; queued work is applied after.
    /// Nodes it creates take their states from ``restorer``, if set.
    func performInitialRender() {
        runWhileIdle { noteUpdate(changedState: true) }
    }

    /// Settles the update just applied and every update queued meanwhile, one render pass per
    /// update, so that each queued action applies to the tree its predecessors left: the same
    /// children, side effects and props, whatever the options. Options change only how many
    /// of those passes call `render` (renderOnlyWhenStateChanged, partialTreeRendering) and
    /// how many renderings are published (conflateActions publishes the last of a batch).
    private func settle() {
        settleUpdate()
        while !stopRequested, let next = pendingUpdates.popFirst() {
            next(.apply)
            settleUpdate()
        }
    }

    /// Runs the render pass the applied updates need (or tells observers it was skipped), then
    /// publishes, unless conflateActions holds the publication for a later update of the batch.
    private func settleUpdate() {
        if hasUnsettledUpdate {
            hasUnsettledUpdate = false
            hasUnpublishedUpdate = true
            if needsRenderPass {
                needsRenderPass = false
                renderPass()
            } else if isObserved {
                for observer in observers { observer.renderPassWasSkipped() }
            }
        }
        guard hasUnpublishedUpdate else { return }
        if configuration.conflateActions, !stopRequested, deferringPublication || !pendingUpdates.isEmpty {
            return
        }
        hasUnpublishedUpdate = false
        if hasUnpublishedRendering {
            hasUnpublishedRendering = false
            publishRendering()
        }
        publishOutputs()
    }

    private func renderPass() {
        passNumber &+= 1
        if isObserved {
            observedRenderPass()
        } else {
            renderAndFinishPass()
        }
        hasUnpublishedRendering = true
    }

    /// Renders the tree, drops the snapshot restorer (it serves the first pass only), and runs
    /// the side effects the pass ended and started.
    private func renderAndFinishPass() {
        renderRoot()
        restorer = nil
        finishPass()
    }

    /// A render pass timed and reported to observers; apart from ``renderPass()`` so that an
    /// unobserved pass holds no optional clock reading.
    @inline(never)
    private func observedRenderPass() {
        for observer in observers { observer.renderPassWillBegin() }
        let start = ContinuousClock.now
        renderAndFinishPass()
        let duration = ContinuousClock.now - start
        for observer in observers.reversed() { observer.renderPassDidEnd(duration: duration) }
    }

    /// Ends the side effects that the pass dropped, then starts the ones it declared for the
    /// first time. Both run after rendering, so `render` stays free of side effects.
    private func finishPass() {
        while !lifetimesToEnd.isEmpty || !sideEffectsToStart.isEmpty {
            let ending = lifetimesToEnd
            lifetimesToEnd = []
            for lifetime in ending { lifetime.end() }
            let starting = sideEffectsToStart
            sideEffectsToStart = []
            for (lifetime, start) in starting where !lifetime.hasEnded { start(lifetime) }
        }
    }

    // MARK: Hooks for the host

    /// Renders the root node and keeps the rendering. Overridden by the host.
    func renderRoot() { fatalError("abstract") }

    /// Tells handlers and sequences of the latest rendering. Overridden by the host.
    func publishRendering() { fatalError("abstract") }

    /// Tells handlers and sequences of the root's outputs since the last publication, in order.
    /// Overridden by the host.
    func publishOutputs() { fatalError("abstract") }

    /// Ends the root node. Overridden by the host.
    func endTree() { fatalError("abstract") }

    /// Finishes the host's sequences. Overridden by the host.
    func finishStreams() { fatalError("abstract") }

    // MARK: Stopping

    /// Stops the loop: ends every node and side effect, drops queued updates and finishes the
    /// host's sequences. When called while an update is in progress, it takes effect as soon as
    /// that update's render pass has been published.
    func stop() {
        guard !isStopped else { return }
        if isBusy {
            stopRequested = true
        } else {
            tearDown()
        }
    }

    private func tearDown() {
        guard !isStopped else { return }
        isStopped = true
        isBusy = true
        // Dropped, not applied: each queued action reports itself.
        while let next = pendingUpdates.popFirst() { next(.discard) }
        endTree()
        finishPass()
        sendableTargets.removeAll()
        mailbox.close()
        finishStreams()
        isBusy = false
    }

    // MARK: Bookkeeping for nodes

    /// A number larger than every one handed out before: node ids and side-effect start order.
    func makeSequenceNumber() -> Int {
        nextSequenceNumber += 1
        return nextSequenceNumber
    }

    /// A generation for an ``ApplyContext``, different from the last 4 billion before it, and
    /// never 0 (which means "no action applying"). 32 bits so that a node keeps it in padding;
    /// a context kept past its `apply` is caught unless it is read exactly a multiple of 2³²
    /// actions later.
    func makeApplyGeneration() -> UInt32 {
        lastApplyGeneration &+= 1
        if lastApplyGeneration == 0 { lastApplyGeneration = 1 }
        return lastApplyGeneration
    }

    func scheduleEnd(of lifetime: Lifetime) {
        lifetimesToEnd.append(lifetime)
    }

    func scheduleStart(of lifetime: Lifetime, action: @escaping (Lifetime) -> Void) {
        sideEffectsToStart.append((lifetime, action))
    }

    func registerSendableTarget(_ node: AnyWorkflowNode) {
        sendableTargets[node.id] = node
    }

    func unregisterSendableTarget(_ node: AnyWorkflowNode) {
        sendableTargets[node.id] = nil
    }

    /// Delivers one item from the mailbox; called on the host's isolation by the host's drain task.
    /// With conflateActions, when `moreQueued` says that further items are already on their
    /// way, the publication waits for them.
    func deliver(_ item: HostMailbox.Item, moreQueued: Bool) {
        defer {
            // The batch ends here, possibly with an item that applied nothing: publish what the
            // batch applied.
            if !moreQueued, hasUnsettledUpdate || hasUnpublishedUpdate, !isBusy, !isStopped {
                runWhileIdle {}
            }
        }
        switch item {
        case .taskFinished(let id):
            tasks.remove(id)
        case .action(let nodeID, let action):
            guard !isStopped, let node = sendableTargets[nodeID] else {
                // An expiring action (a worker's output) whose node is gone belongs to a run
                // that ended with it: nothing was lost, so there is nothing to report.
                if !(action is any ExpiringAction) {
                    report(
                        RuntimeDiagnostic(
                            kind: .actionDropped,
                            message:
                                "\(type(of: action)) was sent through a SendableSink to a workflow that ended, or a host that stopped, before it arrived; it was ignored."
                        ))
                }
                return
            }
            deferringPublication = configuration.conflateActions && moreQueued
            defer { deferringPublication = false }
            node.receive(anyAction: action)
        }
    }

    // MARK: Tasks

    /// Starts `operation` in a task that ``WorkflowHost/shutDown()`` will wait for.
    func startTask(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        let mailbox = self.mailbox
        return tasks.start(operation) { id in mailbox.post(.taskFinished(id: id)) }
    }

    /// Every task started so far that may still be running; called once the host has stopped,
    /// when no more can start.
    func takeRemainingTasks() -> [Task<Void, Never>] {
        tasks.removeAll()
    }

    func report(_ diagnostic: RuntimeDiagnostic) {
        reporter.report(diagnostic)
    }

    /// Reports a snapshot that could not be restored or written.
    func report(_ error: WorkflowSnapshotError) {
        report(RuntimeDiagnostic(kind: .snapshotIncomplete, message: error.description))
    }
}
