// Actions: receiving them from sinks and the mailbox, applying them to the state, and the
// props an `ApplyContext` reads (docs/architecture.md, part 1a, steps 3 and 5 to 7; part 1b,
// step 6). `receive(anyAction:)`, an override, is in the class.
extension WorkflowNode {
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
    func receive<Action: ExpiringAction>(expiring action: Action) where Action.WorkflowType == W {
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
            fatalError(
                """
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
}

extension WorkflowNode: ApplyContextReader {
    @usableFromInline typealias WorkflowType = W

    func workflow(forGeneration generation: UInt32) -> W {
        guard generation == applyingGeneration else {
            fatalError(
                """
                ApplyContext<\(W.self)> was read after the action it was given to finished applying. \
                Read props through the context only inside apply(toState:context:).
                """)
        }
        return workflow
    }
}
