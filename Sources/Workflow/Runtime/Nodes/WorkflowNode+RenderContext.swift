// The node as the `RenderContext` of its own render calls: rendering children, making sinks,
// declaring side effects (docs/architecture.md, part 1a, step 11; part 1b, step 2).
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
            node = runtime.nodeFactory.makeChild(workflow: child, key: key, parent: self, outputMap: outputMap)
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
            let receiver = runtime.nodeFactory.makeSinkReceiver(of: actionType, for: self, reporter: runtime.reporter)
            table.receivers[type] = receiver
            return receiver
        }
        let receiver = runtime.nodeFactory.makeSinkReceiver(of: actionType, for: self, reporter: runtime.reporter)
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
                fatalError(
                    """
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

// A render context used after its render call returned.
extension WorkflowNode {
    private func requireRendering(_ use: @autoclosure () -> String) {
        guard isRendering else { usedAfterRender(use()) }
    }

    /// Stops the program for a ``RenderContext`` used (to `use`) after its `render` returned.
    @usableFromInline @inline(never)
    final func usedAfterRender(_ use: String) -> Never {
        fatalError(
            """
            RenderContext<\(W.self)> was used to \(use) after \(W.self).render(state:context:) \
            returned. A render context is valid only during the render call it was passed to; \
            make sinks and render children inside render.
            """)
    }
}
