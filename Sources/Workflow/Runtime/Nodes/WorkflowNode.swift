/// One running workflow: its current props and state, its children and side effects, and the
/// sinks it handed out. It is the ``RenderContext`` of its own render calls. Where its outputs
/// go is up to the subclass: ``ChildNode`` for a child, ``RootNode`` for a host's root.
///
/// ## Specialised in the app's module
///
/// The path that renders a child (``RenderContext``'s `render`, then the child node's
/// `update`, `rendering` and `render`) is `@inlinable`, and the methods on it are `final`, so
/// that the compiler specialises it for the app's own workflow types where `render` calls it.
/// Unspecialised, every step looked up `W`'s associated types and witness tables and copied
/// props, state and renderings through value witnesses: about a quarter of an initial render
/// and of a re-render. The fields that path touches are therefore `@usableFromInline`, which
/// also means they cannot be `private(set)`; only this class writes them. Work that needs
/// observers or reports errors stays in functions that are not inlined, so the inlined code
/// stays small.
@usableFromInline
class WorkflowNode<W: Workflow>: AnyWorkflowNode {
    // Fields marked `@exclusivity(unchecked)` skip dynamic exclusivity checks; the reason they
    // cannot overlap is on ``AnyWorkflowNode``.

    /// The last rendering, kept only with partial tree rendering, which reuses it. Always a
    /// `W.Rendering`; discarded when the node ends, or at the latest when it is freed.
    @usableFromInline @exclusivity(unchecked) final var lastRendering = KeptRendering()
    /// The latest workflow value (props) its parent rendered.
    @usableFromInline @exclusivity(unchecked) final var workflow: W
    @usableFromInline @exclusivity(unchecked) final var state: W.State
    @usableFromInline @exclusivity(unchecked) final var children = ChildList()
    @usableFromInline @exclusivity(unchecked) final var sideEffects: [AnyHashable: SideEffectRecord] = [:]
    /// The sink receivers this node made: one ``NodeSink`` for the one action type most
    /// workflows use, or a ``SinkTable`` once a second type appears.
    @usableFromInline @exclusivity(unchecked) final var sinks: SinkSlot?

    init(workflow: W, key: String, parent: AnyWorkflowNode?, runtime: Runtime) {
        let id = runtime.makeSequenceNumber()
        self.workflow = workflow
        // A restore needs an optional state, and in generic code an optional costs a metadata
        // lookup wherever it is declared; so it lives in its own function, called only while a
        // snapshot is being restored.
        if runtime.restorer == nil {
            state = workflow.makeInitialState()
            super.init(id: id, key: key, parent: parent, runtime: runtime)
            if runtime.isObserved { didBegin(restoredFromSnapshot: false) }
        } else {
            let (state, restored) = Self.restoredOrInitialState(of: workflow, id: id, parent: parent, key: key, runtime: runtime)
            self.state = state
            super.init(id: id, key: key, parent: parent, runtime: runtime)
            if runtime.isObserved { didBegin(restoredFromSnapshot: restored) }
        }
    }

    deinit {
        // A safety net: a node ends before it is freed (a pass ends the children it dropped,
        // stopping ends the tree), and ending gives the block back already.
        discardKeptRendering()
    }

    /// Gives the kept rendering's block back to the runtime's pool. Tested first, because
    /// naming `W.Rendering` costs a witness lookup even when nothing is kept.
    private func discardKeptRendering() {
        if !lastRendering.isEmpty { lastRendering.discard(as: W.Rendering.self, in: runtime.keptBlocks) }
    }

    @inline(never)
    private func didBegin(restoredFromSnapshot: Bool) {
        let session = self.session
        for observer in runtime.observers {
            observer.sessionDidBegin(session)
            observer.workflowDidMakeInitialState(workflow, state: state, restoredFromSnapshot: restoredFromSnapshot, session: session)
        }
    }

    @usableFromInline override var workflowType: Any.Type { W.self }

    override var childNodes: [AnyWorkflowNode] {
        children.nodes.sorted { $0.id < $1.id }
    }

    /// Passes an output of this workflow on: to the parent's output map, or to the host.
    func emit(_ output: W.Output) {
        fatalError("abstract")
    }

    // MARK: Rendering

    // Hot paths keep the work that only options and observers need in separate functions that
    // are never inlined: that work holds optional copies of generic values, and in generic code
    // every Optional<T> costs a metadata lookup at the top of the function that declares it,
    // whether or not the branch runs.

    /// Takes the props of a later pass, letting the workflow adjust its state to them.
    @inlinable
    final func update(workflow newWorkflow: W) {
        let previous = workflow
        workflow = newWorkflow
        if runtime.configuration.partialTreeRendering && !needsRender {
            // The parent is rendering this node right now, so this flags only the node itself.
            needsRender = workflowDidChangeState(from: previous, to: newWorkflow)
        } else {
            newWorkflow.workflowDidChange(from: previous, state: &state)
        }
        if runtime.isObserved { didChange(from: previous) }
    }

    /// Tells observers that the props changed from `previous`; out of line, like every
    /// observer hook on the inlined path.
    @usableFromInline @inline(never)
    final func didChange(from previous: W) {
        let session = self.session
        for observer in runtime.observers {
            observer.workflowDidChange(from: previous, to: workflow, state: state, session: session)
        }
    }

    /// Calls `workflowDidChange` and returns whether the props or the state changed. New props
    /// settle it, so the state is copied and compared only when the props are equal.
    @inlinable @inline(never)
    final func workflowDidChangeState(from previous: W, to newWorkflow: W) -> Bool {
        // The hook first, directly: the comparison object only when it cannot tell.
        guard W._propsAreEqual(previous, newWorkflow) ?? runtime.valueComparison.areKnownEqual(previous, newWorkflow) else {
            lastRendering.propsDidChange()
            newWorkflow.workflowDidChange(from: previous, state: &state)
            return true
        }
        return workflowDidChangeState(withEqualProps: previous, to: newWorkflow)
    }

    /// The rest of ``workflowDidChangeState(from:to:)``, apart so that the common case, new
    /// props, holds no copy of the state (a generic local costs its type's lookup on entry).
    @inlinable @inline(never)
    final func workflowDidChangeState(withEqualProps previous: W, to newWorkflow: W) -> Bool {
        let stateBefore = state
        newWorkflow.workflowDidChange(from: previous, state: &state)
        return !stateIsEqual(to: stateBefore)
    }

    /// Whether the state equals `stateBefore`: the workflow's own hook first, a direct call
    /// where `State` is `Equatable`, and the host's comparison object only when it cannot tell.
    @inlinable @inline(__always)
    final func stateIsEqual(to stateBefore: W.State) -> Bool {
        W._statesAreEqual(stateBefore, state) ?? runtime.valueComparison.areKnownEqual(stateBefore, state)
    }

    /// The node's rendering: its last one when partial tree rendering finds nothing changed,
    /// otherwise a new one from `render(state:context:)`.
    ///
    /// Both options call ``render()`` from here, and partial rendering's own work happens in
    /// calls that return before or after it: rendering recurses through this function, and a
    /// frame of its own between here and `render()` made every level of the tree use more
    /// stack, which cost a deep initial render more than the copy it kept.
    @inlinable
    final func rendering() -> W.Rendering {
        let partial = runtime.configuration.partialTreeRendering
        if partial, !needsRender, lastRendering.isReusable { return lastRendering.value(as: W.Rendering.self) }
        let rendering = render()
        if partial {
            // A first keep, what every node of an initial render does, in one call.
            if lastRendering.isFirstKeep { keepFirst(rendering) } else { keepIfWorthIt(rendering) }
        }
        return rendering
    }

    /// Keeps a copy of the node's first rendering, for partial rendering to hand back later.
    @inlinable @inline(never)
    final func keepFirst(_ rendering: W.Rendering) {
        // Only a node whose props can compare equal is ever reused: any other renders whenever
        // its parent does, so keeping its rendering would cost an allocation for nothing.
        guard runtime.valueComparison.isEquatable(W.self, sample: workflow) else { return }
        lastRendering.keepFirst(rendering, in: runtime.keptBlocks)
    }

    /// Keeps a copy of a later rendering, in place of the one kept before, unless the props
    /// just changed (see KeptRendering).
    @inlinable @inline(never)
    final func keepIfWorthIt(_ rendering: W.Rendering) {
        guard lastRendering.takesNextKeep() else { return }
        if !lastRendering.isEmpty {
            lastRendering.replace(with: rendering)
        } else {
            keepFirst(rendering)
        }
    }

    /// Renders this node, then ends the children and side effects the pass did not declare.
    @inlinable
    final func render() -> W.Rendering {
        needsRender = false
        guard runtime.isObserved else { return renderAndRemoveUndeclared() }
        return renderObserved()
    }

    /// ``render()`` with observers told before and after, and the time it took.
    @usableFromInline @inline(never)
    final func renderObserved() -> W.Rendering {
        let session = self.session
        for observer in runtime.observers { observer.workflowWillRender(workflow, state: state, session: session) }
        let start = ContinuousClock.now
        let rendering = renderAndRemoveUndeclared()
        let duration = ContinuousClock.now - start
        // "Did" hooks run in reverse order of registration, so observers nest like scopes.
        for observer in runtime.observers.reversed() {
            observer.workflowDidRender(workflow, rendering: rendering, duration: duration, session: session)
        }
        return rendering
    }

    @inlinable
    final func renderAndRemoveUndeclared() -> W.Rendering {
        isRendering = true
        children.beginPass()
        let runtime = self.runtime
        runtime.renderDepth += 1
        let rendering = workflow.render(state: state, context: RenderContext(node: self))
        runtime.renderDepth -= 1
        isRendering = false
        if children.passNeedsEnding { removeUndeclaredChildren() }
        if !sideEffects.isEmpty { removeUndeclaredSideEffects() }
        return rendering
    }

    /// Ends the children that this pass did not declare, in the order they started, and stops
    /// a pass that declared one key twice.
    @usableFromInline
    final func removeUndeclaredChildren() {
        let (dropped, repeated) = children.endPass(owner: self)
        if let repeated {
            fatalError("""
                \(W.self) rendered \(describeChild(repeated.workflowType)) with key "\(repeated.key)" more than once \
                in one render pass. Children of the same type need distinct keys: pass a unique \
                `key:` to rendered(in:key:) or running(in:key:).
                """)
        }
        if !dropped.isEmpty { endChildren(dropped) }
    }

    /// Ends the side effects that this pass did not declare, in the order they started. Scans
    /// only when something was dropped, which most passes never do.
    @usableFromInline
    final func removeUndeclaredSideEffects() {
        let pass = runtime.passNumber
        if sideEffects.contains(where: { $0.value.lastDeclaredPass != pass }) {
            let dropped = sideEffects.filter { $0.value.lastDeclaredPass != pass }
            for (key, _) in dropped { sideEffects[key] = nil }
            endSideEffects(Array(dropped.values))
        }
    }

    override func end() {
        guard !hasEnded else { return }
        super.end()
        let endingChildren = children.removeAll()
        sinks = nil
        endChildren(endingChildren)
        if !sideEffects.isEmpty {
            let endingSideEffects = Array(sideEffects.values)
            sideEffects = [:]
            endSideEffects(endingSideEffects)
        }
        // A kept rendering may hold this node's sinks, which hold the node: discarding it here,
        // not in deinit, is what lets the node be freed.
        discardKeptRendering()
        if isSendableTarget { runtime.unregisterSendableTarget(self) }
        if runtime.isObserved {
            let session = self.session
            for observer in runtime.observers.reversed() { observer.sessionDidEnd(session) }
        }
    }

    /// Node ids grow in creation order, so sorting by id ends children in the order they started.
    private func endChildren(_ nodes: [AnyWorkflowNode]) {
        // Most nodes have no child or one: no sorted copy for them.
        guard nodes.count > 1 else {
            nodes.first?.end()
            return
        }
        for node in nodes.sorted(by: { $0.id < $1.id }) {
            node.end()
        }
    }

    private func endSideEffects(_ records: [SideEffectRecord]) {
        for record in records.sorted(by: { $0.startOrder < $1.startOrder }) {
            runtime.scheduleEnd(of: record.lifetime)
        }
    }

    private func requireRendering(_ use: @autoclosure () -> String) {
        guard isRendering else { usedAfterRender(use()) }
    }

    /// Stops the program for a ``RenderContext`` used (to `use`) after its `render` returned.
    @usableFromInline @inline(never)
    final func usedAfterRender(_ use: String) -> Never {
        fatalError("""
            RenderContext<\(W.self)> was used to \(use) after \(W.self).render(state:context:) \
            returned. A render context is valid only during the render call it was passed to; \
            make sinks and render children inside render.
            """)
    }

    // MARK: Actions

    /// Receives an action from a sink: applies it now when the host is idle, queues it when the
    /// host is busy, and drops it when this node has ended. A queued action whose node ends
    /// before its turn is dropped then; either way the drop is reported once.
    func receive<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == W {
        guard isReceiving(action) else { return }
        // `runtime` is unowned(unsafe), and a handler run by this update may release the host,
        // the runtime's owner: keep the runtime alive until the update returns.
        let runtime = self.runtime
        defer { withExtendedLifetime(runtime) {} }
        if runtime.isBusy {
            runtime.perform { [self] disposition in
                guard disposition == .apply, !hasEnded else {
                    runtime.report(.droppedAction(Action.self, sentTo: W.self, key: key))
                    return
                }
                apply(action, source: .sink)
            }
        } else {
            runtime.runWhileIdle {
                apply(action, source: .sink)
            }
        }
    }

    /// Receives an expiring action (a worker's output) from the mailbox: like
    /// ``receive(_:)``, but checked against the state when its turn comes, and discarded
    /// without a report once its run is over.
    private func receive<Action: ExpiringAction>(expiring action: Action) where Action.WorkflowType == W {
        guard action.isCurrent(in: state), isReceiving(action) else { return }
        runtime.perform { [self] disposition in
            guard disposition == .apply, !hasEnded, action.isCurrent(in: state) else { return }
            apply(action, source: .sink)
        }
    }

    /// Checks that an action may be received now, reporting it if the node or host is gone,
    /// and tells observers it arrived.
    private func isReceiving<Action: WorkflowAction>(_ action: Action) -> Bool where Action.WorkflowType == W {
        guard !hasEnded, !runtime.isStopped else {
            runtime.report(.droppedAction(Action.self, sentTo: W.self, key: key))
            return false
        }
        guard runtime.renderDepth == 0 else {
            fatalError("""
                \(Action.self) was sent to \(W.self) while a render pass was running. \
                render(state:context:) must not send actions; send them from event handlers, \
                side effects or workers.
                """)
        }
        if runtime.isObserved {
            let session = self.session
            for observer in runtime.observers { observer.actionWasReceived(action, session: session) }
        }
        return true
    }

    override func receive(anyAction action: any WorkflowAction) {
        if let expiring = action as? any ExpiringAction<W> {
            receive(expiring: expiring)
            return
        }
        guard let action = action as? any WorkflowAction<W> else {
            // The mailbox holds only actions from this node's own sendable sinks, and a replayed
            // log only actions recorded at a node of this type and path.
            fatalError("\(type(of: action)) is not an action of \(W.self), but was sent to a \(W.self) node")
        }
        receive(action)
    }

    /// Applies `action` to the state and passes any output up the tree: one step of a cascade.
    func apply<Action: WorkflowAction>(_ action: Action, source: ActionSource) where Action.WorkflowType == W {
        guard !runtime.isObserved else {
            applyObserved(action, source: source)
            return
        }
        // The output waits in a stack slot of its own type, not in an `Optional<W.Output>`,
        // whose metadata generic code would look up on every action (see `_apply`).
        withUnsafeTemporaryAllocation(of: W.Output.self, capacity: 1) { slot in
            // A temporary allocation of capacity 1 always has a base address.
            let output = slot.baseAddress.unsafelyUnwrapped
            let hasOutput: Bool
            if runtime.tracksStateChanges {
                // Only the options that skip work need to know whether the state changed.
                let changed: Bool
                (hasOutput, changed) = applyToStateNotingChange(action, output: output)
                noteTrackedUpdate(changedState: changed)
            } else {
                hasOutput = applyToState(action, output: output)
                runtime.noteUpdate(changedState: true)
            }
            if hasOutput {
                emit(output.move())
            }
        }
    }

    /// Runs the action's `apply` on the state, moving its output into `output`.
    private func applyToState<Action: WorkflowAction>(_ action: Action, output: UnsafeMutablePointer<W.Output>) -> Bool
    where Action.WorkflowType == W {
        withApplyContext { state, context in action._apply(toState: &state, context: context, output: output) }
    }

    /// Runs the action's `apply` on the state, moving its output into `output`, and returns
    /// whether there was one and whether the state changed. The action's own module compares
    /// the states (see `WorkflowAction._apply(toState:context:output:statesAreEqual:)`), with
    /// the host's comparison object where it cannot tell on its own.
    @inline(__always)
    private func applyToStateNotingChange<Action: WorkflowAction>(
        _ action: Action,
        output: UnsafeMutablePointer<W.Output>
    ) -> (hasOutput: Bool, changed: Bool) where Action.WorkflowType == W {
        // `unowned(unsafe)` like the field it copies: the runtime outlives the actions it
        // applies, and the closure, called only during this one, retains nothing. Not
        // `withRuntime`: nesting this closure in its closure kept the action path from being
        // inlined (counter with partial rendering 16.55 M -> 16.90 M instructions).
        unowned(unsafe) let runtime = self.runtime
        let effects = withApplyContext { state, context in
            action._apply(toState: &state, context: context, output: output) { runtime.valueComparison.areKnownEqual($0, $1) }
        }
        return (effects.contains(.emittedOutput), effects.contains(.changedState))
    }

    /// Runs the action's `apply` on the state and returns its output, for observers.
    private func applyToState<Action: WorkflowAction>(_ action: Action) -> W.Output? where Action.WorkflowType == W {
        withApplyContext { state, context in action.apply(toState: &state, context: context) }
    }

    /// Calls `body` with the state and an ``ApplyContext`` valid for this call only.
    @inline(__always)
    private func withApplyContext<Result>(_ body: (inout W.State, ApplyContext<W>) -> Result) -> Result {
        let generation = withRuntime { $0.makeApplyGeneration() }
        applyingGeneration = generation
        defer { applyingGeneration = 0 }
        // `state` is unchecked, and passed inout to user code here: the one place where that
        // is so. `apply` cannot reach this node's `state` in any other way: the context reads
        // only `workflow`, a sink called from `apply` queues its action behind this one, and
        // observers are told after `apply` returns.
        return body(&state, ApplyContext(node: self, generation: generation))
    }

    /// Applies an action with observers watching: they see the state before and after, and
    /// the output.
    @inline(never)
    private func applyObserved<Action: WorkflowAction>(_ action: Action, source: ActionSource) where Action.WorkflowType == W {
        let stateBefore = state
        let session = self.session
        for observer in runtime.observers { observer.actionWillApply(action, state: state, source: source, session: session) }
        let output = applyToState(action)
        let changed = !runtime.tracksStateChanges || !stateIsEqual(to: stateBefore)
        noteTrackedUpdate(changedState: changed)
        for observer in runtime.observers.reversed() {
            observer.actionDidApply(action, stateBefore: stateBefore, stateAfter: state, output: output, source: source, session: session)
        }
        if let output {
            emit(output)
        }
    }

    // MARK: Snapshots and debugging

    // Overrides cannot live in extensions, so these two forward to the code beside the
    // snapshot and debugging types: Snapshots/WorkflowNode+Snapshot.swift and
    // Debugging/WorkflowNode+TreeDump.swift.

    override func appendSnapshotEntries(to entries: inout [WorkflowSnapshot.Entry], parentEntry: Int?) {
        appendOwnSnapshotEntries(to: &entries, parentEntry: parentEntry)
    }

    override func treeDumpNode() -> WorkflowTreeDump.Node {
        makeTreeDumpNode()
    }
}

extension WorkflowNode: ApplyContextReader {
    @usableFromInline typealias WorkflowType = W

    func workflow(forGeneration generation: UInt32) -> W {
        guard generation == applyingGeneration else {
            fatalError("""
                ApplyContext<\(W.self)> was read after the action it was given to finished applying. \
                Read props through the context only inside apply(toState:context:).
                """)
        }
        return workflow
    }
}

extension WorkflowNode: RenderContextImplementation {
    @inlinable
    func render<Child: Workflow>(
        workflow child: Child,
        key: String,
        outputMap: ((Child.Output) -> AnyWorkflowAction<W>?)?
    ) -> Child.Rendering {
        if !isRendering { usedAfterRender("render child \(Child.self) (key \"\(key)\")") }
        let node: ChildNode<W, Child>
        if let existing = children.takeExisting(type: Child.self, key: key, owner: self) {
            // Matched by workflow type Child.self, and only this method adds children, always
            // as ChildNode<W, Child> for the Child it was called with, so the cast cannot fail.
            node = unsafeDowncast(existing, to: ChildNode<W, Child>.self)
            node.outputMap = outputMap
            node.update(workflow: child)
        } else {
            node = runtime.nodeClasses.makeChild(workflow: child, key: key, parent: self, outputMap: outputMap)
            children.appendNew(node, owner: self)
        }
        return node.rendering()
    }

    @inlinable
    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action> where Action.WorkflowType == W {
        if !isRendering { usedAfterRender("make a sink of \(Action.self)") }
        // Receivers are stored only under their own action type, as NodeSink<W, Action> for the
        // Action of that type, so the casts cannot fail.
        if let sinks, sinks.actionType == ObjectIdentifier(actionType) {
            return Sink(receiver: unsafeDowncast(sinks, to: NodeSink<W, Action>.self))
        }
        return Sink(receiver: makeSinkReceiver(of: actionType))
    }

    /// The receiver of a sink of an action type other than the one in the single slot: new, or
    /// from the ``SinkTable`` that a second action type creates.
    @usableFromInline @inline(never)
    func makeSinkReceiver<Action: WorkflowAction>(of actionType: Action.Type) -> NodeSink<W, Action> where Action.WorkflowType == W {
        let type = ObjectIdentifier(actionType)
        if let table = sinks as? SinkTable {
            if let existing = table.receivers[type] {
                return unsafeDowncast(existing, to: NodeSink<W, Action>.self)
            }
            let receiver = runtime.nodeClasses.makeSinkReceiver(of: actionType, for: self, reporter: runtime.reporter)
            table.receivers[type] = receiver
            return receiver
        }
        let receiver = runtime.nodeClasses.makeSinkReceiver(of: actionType, for: self, reporter: runtime.reporter)
        if let single = sinks {
            sinks = SinkTable([single.actionType: single, type: receiver])
        } else {
            sinks = receiver
        }
        return receiver
    }

    @usableFromInline
    func makeSendableSink<Action: WorkflowAction & Sendable>(of actionType: Action.Type) -> SendableSink<Action>
    where Action.WorkflowType == W {
        requireRendering("make a sendable sink of \(Action.self)")
        if !isSendableTarget {
            isSendableTarget = true
            runtime.registerSendableTarget(self)
        }
        let mailbox = runtime.mailbox
        let nodeID = id
        return SendableSink { action in
            mailbox.post(.action(nodeID: nodeID, action: action))
        }
    }

    @usableFromInline
    func runSideEffect(key: AnyHashable, action: @escaping (Lifetime) -> Void) {
        requireRendering("run side effect \(String(reflecting: key.base))")
        let pass = runtime.passNumber
        if let existing = sideEffects[key] {
            guard existing.lastDeclaredPass != pass else {
                fatalError("""
                    \(W.self) declared side effect with key \(String(reflecting: key.base)) more than once in one render pass. \
                    Each side effect of a workflow needs a distinct key.
                    """)
            }
            existing.lastDeclaredPass = pass
        } else {
            let record = SideEffectRecord(pass: pass, startOrder: runtime.makeSequenceNumber())
            sideEffects[key] = record
            runtime.scheduleStart(of: record.lifetime, action: action)
        }
    }

    @usableFromInline
    func runSideEffect(key: AnyHashable, operation: @escaping @Sendable () async -> Void) {
        // Only the runtime calls this start closure, from its own pass, so it is alive then.
        runSideEffect(key: key) { [unowned runtime] (lifetime: Lifetime) in
            let task = runtime.startTask(operation)
            lifetime.onEnded { task.cancel() }
        }
    }
}
