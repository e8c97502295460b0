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
///
/// The class holds what cannot live in an extension: the stored fields, the life cycle
/// (starting and ending) and the overrides. The rest is in extensions beside it, one file for
/// each path through a node: rendering and partial rendering (`WorkflowNode+Rendering.swift`),
/// actions (`WorkflowNode+Actions.swift`) and the render context
/// (`WorkflowNode+RenderContext.swift`).
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

    // MARK: Overrides whose work is in other files

    // Overrides cannot live in extensions, so these stay in the class. Receiving an action from
    // the mailbox or a replayed log starts the action path of WorkflowNode+Actions.swift; the
    // other two forward to the code beside the snapshot and debugging types:
    // Snapshots/WorkflowNode+Snapshot.swift and Debugging/WorkflowNode+TreeDump.swift.

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

    override func appendSnapshotEntries(to entries: inout [WorkflowSnapshot.Entry], parentEntry: Int?) {
        appendOwnSnapshotEntries(to: &entries, parentEntry: parentEntry)
    }

    override func treeDumpNode() -> WorkflowTreeDump.Node {
        makeTreeDumpNode()
    }
}

// Ending children and side effects: when the node ends, and when a pass drops them.
extension WorkflowNode {
    /// Node ids grow in creation order, so sorting by id ends children in the order they started.
    func endChildren(_ nodes: [AnyWorkflowNode]) {
        // Most nodes have no child or one: no sorted copy for them.
        guard nodes.count > 1 else {
            nodes.first?.end()
            return
        }
        for node in nodes.sorted(by: { $0.id < $1.id }) {
            node.end()
        }
    }

    func endSideEffects(_ records: [SideEffectRecord]) {
        for record in records.sorted(by: { $0.startOrder < $1.startOrder }) {
            runtime.scheduleEnd(of: record.lifetime)
        }
    }
}
