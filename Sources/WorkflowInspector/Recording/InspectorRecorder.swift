import Workflow

/// The observer an inspector installs in a host: it turns each hook into text on the host's
/// isolation, keeps the replayable steps, and commits to the store once per update.
///
/// A host made without an inspector has no recorder at all, so it pays for none of this.
final class InspectorRecorder<Root: Workflow>: WorkflowObserver {
    /// What the recorder knows of a running node between commits.
    private struct LiveNode {
        let id: Int
        let parentID: Int?
        let workflowType: String
        let key: String
        let path: WorkflowPath
        let isWorker: Bool
        var state = ""
        var stateSummary = ""
        var renderCount = 0
        var lastRenderTime: Duration?
        var lastRenderDuration: Duration?
    }

    let store: InspectorStore
    private let clock: InspectorClock
    private let stepLimit: Int
    /// Read after each render pass for the side effects and workers' descriptions, which no
    /// hook reports; set once the host exists.
    weak var host: WorkflowHost<Root>?
    /// Every replayable step so far, for time travel and export.
    private(set) var steps: [RecordedStep<Root>] = []
    /// Set once more steps came than `stepLimit`: later ones are not kept.
    private(set) var passedStepLimit = false
    /// Once set, hooks are ignored: an imported recording's host is stopped after its replay
    /// without its tree being shown as ended.
    var isFrozen = false

    private var nodes: [Int: LiveNode] = [:]
    private var pending: [(kind: InspectorEvent.Kind, time: Duration)] = []
    private var renderedThisPass: [Int] = []
    private var renderedLastUpdate: Set<Int> = []
    private var sideEffects: [Int: [String]] = [:]
    private var workerDescriptions: [Int: String] = [:]
    private var update = 0
    private var renderPassStart: Duration?

    init(store: InspectorStore, clock: InspectorClock, stepLimit: Int) {
        self.store = store
        self.clock = clock
        self.stepLimit = stepLimit
    }

    /// Takes the first look at the side effects, once the host's initial render has finished.
    func hostDidStart() {
        commit(renderPassDuration: nil)
    }

    // MARK: Nodes

    func sessionDidBegin(_ session: WorkflowNodeInfo) {
        guard !isFrozen else { return }
        let component = WorkflowPath.Component(workflowType: String(reflecting: session.workflowType), key: session.key)
        let parentPath = session.parentID.flatMap { nodes[$0]?.path.components } ?? []
        let node = LiveNode(
            id: session.id, parentID: session.parentID, workflowType: String(describing: session.workflowType),
            key: session.key, path: WorkflowPath(parentPath + [component]),
            isWorker: component.workflowType.hasPrefix("Workflow.WorkerWorkflow<")
        )
        nodes[session.id] = node
        pending.append((.started(lifetime(of: node)), clock.now()))
    }

    func sessionDidEnd(_ session: WorkflowNodeInfo) {
        guard !isFrozen, let node = nodes.removeValue(forKey: session.id) else { return }
        var ended = lifetime(of: node)
        ended.ended = clock.now()
        pending.append((.ended(ended), ended.ended ?? .zero))
        for key in sideEffects.removeValue(forKey: session.id) ?? [] {
            pending.append((.ended(sideEffectLifetime(key, of: session.id, ended: ended.ended)), ended.ended ?? .zero))
        }
        workerDescriptions[session.id] = nil
    }

    func workflowDidMakeInitialState<W: Workflow>(_ workflow: W, state: W.State, restoredFromSnapshot: Bool, session: WorkflowNodeInfo) {
        guard !isFrozen else { return }
        nodes[session.id]?.state = StateText.dump(state)
        nodes[session.id]?.stateSummary = StateText.summary(state)
    }

    func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        guard !isFrozen, nodes[session.id]?.isWorker == false else { return }
        nodes[session.id]?.state = StateText.dump(state)
        nodes[session.id]?.stateSummary = StateText.summary(state)
    }

    func workflowDidRender<W: Workflow>(_ workflow: W, rendering: W.Rendering, duration: Duration, session: WorkflowNodeInfo) {
        guard !isFrozen else { return }
        nodes[session.id]?.renderCount += 1
        nodes[session.id]?.lastRenderTime = clock.now()
        nodes[session.id]?.lastRenderDuration = duration
        renderedThisPass.append(session.id)
    }

    func workflowDidChange<W: Workflow>(from previous: W, to workflow: W, state: W.State, session: WorkflowNodeInfo) {
        guard !isFrozen, session.parentID == nil, let root = workflow as? Root else { return }
        let step = record(.props(root))
        pending.append((.propsChanged(step: step, workflow: StateText.summary(workflow, length: 400)), clock.now()))
    }

    // MARK: Actions

    func actionDidApply<Action: WorkflowAction>(
        _ action: Action,
        stateBefore: Action.WorkflowType.State,
        stateAfter: Action.WorkflowType.State,
        output: Action.WorkflowType.Output?,
        source: ActionSource,
        session: WorkflowNodeInfo
    ) {
        // A worker's own delivery is how its output reaches the parent, whose action is logged.
        guard !isFrozen, let node = nodes[session.id], !node.isWorker else { return }
        let recordedSource: InspectorAction.Source
        var step: Int?
        switch source {
        case .sink:
            recordedSource = .sink
            step = record(.action(action, path: node.path))
        case .childOutput(let childID) where nodes[childID]?.isWorker == true:
            // Replayed as the parent's action: the replay host's workers never get to run.
            recordedSource = .worker(childID: childID)
            step = record(.action(action, path: node.path))
        case .childOutput(let childID):
            recordedSource = .childOutput(childID: childID)
        }
        // An action made by a closure-taking helper (`onOutput`, `mapOutput`) is shown as the
        // action it wraps, when it wraps one.
        let shown: Any = (action as? AnyWorkflowAction<Action.WorkflowType>)?.base ?? action
        let recorded = InspectorAction(
            step: step, nodeID: node.id, nodePath: node.path.description, workflowType: node.workflowType,
            actionType: StateText.typeName(type(of: shown)), action: StateText.summary(shown, length: 400),
            // The node's text of its state is the state before the action: it is made when the
            // node starts and renders, and after each of its actions.
            source: recordedSource, stateBefore: node.state.isEmpty ? StateText.dump(stateBefore) : node.state,
            stateAfter: StateText.dump(stateAfter),
            output: output.map { StateText.summary($0, length: 400) }, renderedNodeIDs: [], renderDuration: nil
        )
        nodes[session.id]?.state = recorded.stateAfter
        nodes[session.id]?.stateSummary = StateText.summary(stateAfter)
        pending.append((.action(recorded), clock.now()))
    }

    func runtimeDidReport(_ diagnostic: RuntimeDiagnostic) {
        guard !isFrozen else { return }
        pending.append((.diagnostic(diagnostic.message), clock.now()))
    }

    // MARK: Render passes

    func renderPassWillBegin() {
        renderedThisPass = []
        renderPassStart = clock.now()
    }

    func renderPassDidEnd(duration: Duration) {
        guard !isFrozen else { return }
        commit(renderPassDuration: duration)
    }

    func renderPassWasSkipped() {
        guard !isFrozen else { return }
        renderedThisPass = []
        commit(renderPassDuration: nil)
    }

    /// The index of the new step, or `nil` once the limit has been passed.
    private func record(_ step: RecordedStep<Root>) -> Int? {
        guard steps.count < stepLimit else {
            passedStepLimit = true
            return nil
        }
        steps.append(step)
        return steps.count - 1
    }

    /// Sends the update's events, with the renders they caused, and the tree to the store.
    private func commit(renderPassDuration: Duration?) {
        if renderPassDuration != nil || renderPassStart == nil {
            renderedLastUpdate = Set(renderedThisPass)
        }
        noteSideEffects()
        let rendered = renderPassDuration == nil ? [] : renderedThisPass
        let events = pending.map { event in
            guard case .action(var action) = event.kind else { return event }
            action.renderedNodeIDs = rendered
            action.renderDuration = renderPassDuration
            return (InspectorEvent.Kind.action(action), event.time)
        }
        pending = []
        let tree = nodes.values.first { $0.parentID == nil }.map(makeTree)
        let update = self.update
        self.update += 1
        let stepCount = steps.count
        let problem = passedStepLimit ? "the recording passed its limit of \(stepLimit) steps" : nil
        store.commit { contents in
            for event in events {
                var kind = event.kind
                switch kind {
                case .started(let lifetime):
                    contents.running[lifetime.id] = lifetime
                case .ended(var lifetime):
                    // The start is known where the lifetime was kept while it ran.
                    lifetime.started = contents.running.removeValue(forKey: lifetime.id)?.started ?? lifetime.started
                    kind = .ended(lifetime)
                default:
                    break
                }
                InspectorStore.append(kind, time: event.time, update: update, to: &contents)
            }
            contents.tree = tree
            contents.stepCount = stepCount
            contents.replayProblem = problem
        }
    }

    /// Compares the host's side effects with the last look, adding their starts and ends.
    private func noteSideEffects() {
        guard let host else { return }
        var seen: [Int: [String]] = [:]
        func visit(_ node: WorkflowTreeDump.Node) {
            if case .worker(let description) = node.kind { workerDescriptions[node.id] = description }
            if !node.sideEffects.isEmpty { seen[node.id] = node.sideEffects }
            node.children.forEach(visit)
        }
        visit(host.treeDump().root)
        let now = clock.now()
        for (id, keys) in seen {
            let previous = Set(sideEffects[id] ?? [])
            for key in keys where !previous.contains(key) {
                pending.append((.started(sideEffectLifetime(key, of: id, ended: nil, started: now)), now))
            }
            for key in previous where !keys.contains(key) {
                pending.append((.ended(sideEffectLifetime(key, of: id, ended: now)), now))
            }
        }
        for (id, keys) in sideEffects where seen[id] == nil && nodes[id] != nil {
            for key in keys { pending.append((.ended(sideEffectLifetime(key, of: id, ended: now)), now)) }
        }
        sideEffects = seen
    }

    private func lifetime(of node: LiveNode) -> InspectorLifetime {
        InspectorLifetime(
            id: "node \(node.id)", kind: node.isWorker ? .worker : .workflow,
            name: node.isWorker ? (workerDescriptions[node.id] ?? "worker") : node.workflowType,
            nodeID: node.id, started: clock.now(), ended: nil
        )
    }

    private func sideEffectLifetime(_ key: String, of nodeID: Int, ended: Duration?, started: Duration? = nil) -> InspectorLifetime {
        InspectorLifetime(
            id: "node \(nodeID) effect \(key)", kind: .sideEffect, name: key, nodeID: nodeID,
            started: started ?? ended ?? clock.now(), ended: ended
        )
    }

    private func makeTree(_ node: LiveNode) -> InspectorNode {
        var children: [Int: [LiveNode]] = [:]
        for child in nodes.values {
            if let parent = child.parentID { children[parent, default: []].append(child) }
        }
        return makeTree(node, children: children)
    }

    private func makeTree(_ node: LiveNode, children: [Int: [LiveNode]]) -> InspectorNode {
        let ownChildren = (children[node.id] ?? []).sorted { $0.id < $1.id }
        return InspectorNode(
            id: node.id, workflowType: node.workflowType, key: node.key, path: node.path.description,
            worker: node.isWorker ? (workerDescriptions[node.id] ?? "worker") : nil,
            stateSummary: node.isWorker ? "" : node.stateSummary, state: node.isWorker ? "" : node.state,
            renderCount: node.renderCount, lastRenderTime: node.lastRenderTime, lastRenderDuration: node.lastRenderDuration,
            renderedInLastUpdate: renderedLastUpdate.contains(node.id),
            sideEffects: sideEffects[node.id] ?? [], children: ownChildren.map { makeTree($0, children: children) }
        )
    }
}
