// A node's part of a render pass, and partial rendering's decision to reuse its last rendering
// (docs/architecture.md, part 1a, steps 10 to 12). The `WorkflowNode` class comment says why
// most of it is `@inlinable` and `final`.
extension WorkflowNode {
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
            fatalError(
                """
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
}
