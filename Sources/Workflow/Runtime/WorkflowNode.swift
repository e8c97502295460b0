/// One running workflow: its current props and state, its children and side effects, and the
/// sinks it handed out. It is the ``RenderContext`` of its own render calls.
final class WorkflowNode<W: Workflow>: AnyWorkflowNode {
    /// The latest workflow value (props) its parent rendered.
    private(set) var workflow: W
    private(set) var state: W.State
    /// Where outputs go: the parent's ``ChildRecord``, or the host for the root.
    var outputHandler: (W.Output) -> Void
    private var children: [ChildKey: AnyChildRecord] = [:]
    private var sideEffects: [AnyHashable: SideEffectRecord] = [:]
    /// One sink per action type, so that making sinks on every pass costs no allocation.
    private var sinks: [ObjectIdentifier: Any] = [:]
    private var isRendering = false
    private var isSendableTarget = false
    /// Non-zero while an action applies: the generation its ``ApplyContext`` was made for.
    private var applyingGeneration: UInt64 = 0
    private var lastGeneration: UInt64 = 0

    init(workflow: W, key: String, parentID: Int?, runtime: Runtime, outputHandler: @escaping (W.Output) -> Void) {
        self.workflow = workflow
        self.state = workflow.makeInitialState()
        self.outputHandler = outputHandler
        super.init(key: key, parentID: parentID, runtime: runtime)
        for observer in runtime.observers { observer.sessionDidBegin(session) }
    }

    override var workflowType: Any.Type { W.self }

    // MARK: Rendering

    /// Takes the props of a later pass, letting the workflow adjust its state to them.
    func update(workflow newWorkflow: W) {
        let previous = workflow
        workflow = newWorkflow
        newWorkflow.workflowDidChange(from: previous, state: &state)
    }

    /// Renders this node, then ends the children and side effects the pass did not declare.
    func render() -> W.Rendering {
        let observers = runtime.observers
        for observer in observers { observer.workflowWillRender(session) }
        isRendering = true
        runtime.renderDepth += 1
        let rendering = workflow.render(state: state, context: RenderContext(self))
        runtime.renderDepth -= 1
        isRendering = false
        removeUndeclared(pass: runtime.passNumber)
        for observer in observers { observer.workflowDidRender(session) }
        return rendering
    }

    /// Ends the children and side effects that this pass did not declare, each group in the
    /// order it started. Scans only when something was dropped, which most passes never do.
    private func removeUndeclared(pass: UInt64) {
        if children.contains(where: { $0.value.lastDeclaredPass != pass }) {
            let dropped = children.filter { $0.value.lastDeclaredPass != pass }
            for (key, _) in dropped { children[key] = nil }
            endChildren(Array(dropped.values))
        }
        if sideEffects.contains(where: { $0.value.lastDeclaredPass != pass }) {
            let dropped = sideEffects.filter { $0.value.lastDeclaredPass != pass }
            for (key, _) in dropped { sideEffects[key] = nil }
            endSideEffects(Array(dropped.values))
        }
    }

    override func end() {
        guard !hasEnded else { return }
        super.end()
        let endingChildren = Array(children.values)
        let endingSideEffects = Array(sideEffects.values)
        children = [:]
        sideEffects = [:]
        sinks = [:]
        endChildren(endingChildren)
        endSideEffects(endingSideEffects)
        if isSendableTarget { runtime.unregisterSendableTarget(self) }
        for observer in runtime.observers { observer.sessionDidEnd(session) }
    }

    /// Node ids grow in creation order, so sorting by id ends children in the order they started.
    private func endChildren(_ records: [AnyChildRecord]) {
        for record in records.sorted(by: { $0.node.id < $1.node.id }) {
            record.node.end()
        }
    }

    private func endSideEffects(_ records: [SideEffectRecord]) {
        for record in records.sorted(by: { $0.startOrder < $1.startOrder }) {
            runtime.scheduleEnd(of: record.lifetime)
        }
    }

    private func requireRendering(_ use: @autoclosure () -> String) {
        guard isRendering else {
            fatalError("""
                RenderContext<\(W.self)> was used to \(use()) after \(W.self).render(state:context:) \
                returned. A render context is valid only during the render call it was passed to; \
                make sinks and render children inside render.
                """)
        }
    }

    // MARK: Actions

    /// Receives an action from a sink: applies it now when the host is idle, queues it when the
    /// host is busy, and drops it when this node has ended.
    func receive<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == W {
        guard !hasEnded, !runtime.isStopped else {
            runtime.report(.droppedAction(Action.self, sentTo: W.self, key: key))
            return
        }
        guard runtime.renderDepth == 0 else {
            fatalError("""
                \(Action.self) was sent to \(W.self) while a render pass was running. \
                render(state:context:) must not send actions; send them from event handlers, \
                side effects or workers.
                """)
        }
        if runtime.isBusy {
            runtime.perform { [self] in
                guard !hasEnded else { return false }
                apply(action)
                return true
            }
        } else {
            runtime.runWhileIdle {
                apply(action)
                return true
            }
        }
    }

    override func receive(fromMailbox action: any WorkflowAction & Sendable) {
        // Only makeSendableSink posts items for this node id, and only with actions of this
        // node's workflow type.
        guard let action = action as? any WorkflowAction<W> else {
            fatalError("internal: mailbox delivered \(type(of: action)) to \(W.self)")
        }
        receive(action)
    }

    /// Applies `action` to the state and passes any output up the tree: one step of a cascade.
    func apply<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == W {
        let observers = runtime.observers
        for observer in observers { observer.actionWillApply(action, in: session) }
        lastGeneration &+= 1
        applyingGeneration = lastGeneration
        let output = action.apply(toState: &state, context: ApplyContext(reader: self, generation: applyingGeneration))
        applyingGeneration = 0
        for observer in observers { observer.actionDidApply(action, in: session) }
        if let output {
            outputHandler(output)
        }
    }
}

extension WorkflowNode: ApplyContextReader {
    typealias WorkflowType = W

    func workflow(forGeneration generation: UInt64) -> W {
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
    func render<Child: Workflow>(
        workflow child: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> AnyWorkflowAction<W>?
    ) -> Child.Rendering {
        requireRendering("render child \(Child.self) (key \"\(key)\")")
        let pass = runtime.passNumber
        let childKey = ChildKey(workflowType: ObjectIdentifier(Child.self), key: key)
        let record: ChildRecord<W, Child>
        if let existing = children[childKey] {
            guard existing.lastDeclaredPass != pass else {
                fatalError("""
                    \(W.self) rendered \(describeChild(Child.self)) with key "\(key)" more than once \
                    in one render pass. Children of the same type need distinct keys: pass a unique \
                    `key:` to rendered(in:key:) or running(in:key:).
                    """)
            }
            // The key contains ObjectIdentifier(Child.self), and only this method inserts records,
            // always as ChildRecord<W, Child> for the Child of that key, so the cast cannot fail.
            record = unsafeDowncast(existing, to: ChildRecord<W, Child>.self)
            record.lastDeclaredPass = pass
            record.outputMap = outputMap
            record.childNode.update(workflow: child)
        } else {
            let node = WorkflowNode<Child>(workflow: child, key: key, parentID: id, runtime: runtime) { _ in }
            record = ChildRecord(parent: self, child: node, outputMap: outputMap, pass: pass)
            node.outputHandler = { [unowned record] output in record.handle(output) }
            children[childKey] = record
        }
        return record.childNode.render()
    }

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action> where Action.WorkflowType == W {
        requireRendering("make a sink of \(Action.self)")
        let cacheKey = ObjectIdentifier(actionType)
        if let cached = sinks[cacheKey] as? Sink<Action> {
            return cached
        }
        let runtime = self.runtime
        let key = self.key
        let sink = Sink<Action> { [weak self, weak runtime] action in
            if let self {
                self.receive(action)
            } else {
                runtime?.report(.droppedAction(Action.self, sentTo: W.self, key: key))
            }
        }
        sinks[cacheKey] = sink
        return sink
    }

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

    func runSideEffect(key: AnyHashable, operation: @escaping @Sendable () async -> Void) {
        // Only the runtime calls this start closure, from its own pass, so it is alive then.
        runSideEffect(key: key) { [unowned runtime] (lifetime: Lifetime) in
            let task = runtime.startTask(operation)
            lifetime.onEnded { task.cancel() }
        }
    }
}
