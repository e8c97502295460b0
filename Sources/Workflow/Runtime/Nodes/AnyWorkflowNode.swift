/// The part of a running workflow node that does not depend on its workflow type: what the
/// runtime needs to find, describe, save and end any node.
///
/// ## Why the hot fields skip dynamic checks
///
/// Nodes are touched only on their host's isolation, one update at a time, and no method
/// holds an access to a node's field across a call that could reach the same field again:
/// `render`, `apply`, observers and output maps receive copies or a context, never an inout
/// field. So each field marked `@exclusivity(unchecked)` has no overlapping access to catch,
/// and the dynamic check (`swift_beginAccess`, about 70 instructions each) is skipped. A
/// method that ever needs to pass such a field inout to user code must drop the marking.
@usableFromInline
class AnyWorkflowNode {
    /// Unique within the host; used to route mailbox deliveries and to describe the node.
    let id: Int
    /// The key its parent rendered it with (`""` for the root).
    @usableFromInline let key: String
    /// The parent node, or `nil` for the root.
    ///
    /// Not retained, like an `unowned(unsafe)` reference, which costs nothing to read, where
    /// `unowned` would check the parent is alive on every read. Safe because only a running
    /// node reads it (to route an output, mark ancestors for rendering, or describe itself
    /// while it runs or ends), and a parent ends its children before it ends, and ends before
    /// it can be freed. Stored as an `Unmanaged` reference, which the walk up in
    /// ``markNeedsRender()`` follows without retaining anything; read through here, it is a
    /// strong reference like any other.
    var parent: AnyWorkflowNode? { parentReference?.takeUnretainedValue() }
    private let parentReference: Unmanaged<AnyWorkflowNode>?
    /// The loop this node belongs to.
    ///
    /// Not retained (`unowned(unsafe)`), like `parent`. Safe because only a running node, or
    /// one that is ending while the runtime ends it, reads it: the runtime ends every node
    /// before it can be freed (the host stops it in `deinit`), and a node that has ended is
    /// reached only through a ``NodeSink``, which checks ``hasEnded`` and reports through its
    /// own ``DiagnosticReporter`` instead.
    @usableFromInline unowned(unsafe) let runtime: Runtime
    /// Set once, when a render pass stops declaring the node or the host stops.
    @exclusivity(unchecked) private(set) var hasEnded = false
    /// With partial tree rendering: this node must call `render` in the next pass instead of
    /// returning its last rendering, because it or a descendant changed. Starts `true`: a new
    /// node has no rendering to reuse.
    @usableFromInline @exclusivity(unchecked) final var needsRender = true
    // The next three belong to ``WorkflowNode`` but live here, where they fill the padding
    // after the two flags above: a node is 16 bytes smaller than with them in the subclass.
    /// Whether the node's `render` is running; a ``RenderContext`` is usable only then.
    @usableFromInline @exclusivity(unchecked) final var isRendering = false
    /// Whether the node handed out a ``SendableSink`` and so must leave the mailbox's routes.
    @exclusivity(unchecked) var isSendableTarget = false
    /// Non-zero while an action applies: the generation its ``ApplyContext`` was made for.
    @exclusivity(unchecked) var applyingGeneration: UInt32 = 0

    init(id: Int, key: String, parent: AnyWorkflowNode?, runtime: Runtime) {
        self.id = id
        self.key = key
        parentReference = parent.map(Unmanaged.passUnretained)
        self.runtime = runtime
    }

    @usableFromInline var workflowType: Any.Type { fatalError("abstract") }

    /// A description of the node for observers and messages.
    var session: WorkflowNodeInfo {
        WorkflowNodeInfo(id: id, workflowType: workflowType, key: key, parentID: parent?.id)
    }

    /// The node's identity within its parent.
    var pathComponent: WorkflowPath.Component {
        WorkflowPath.Component(workflowType: workflowType, key: key)
    }

    /// The node's path from the root; built by walking up, so meant for messages only.
    var path: WorkflowPath {
        var components: [WorkflowPath.Component] = []
        var node: AnyWorkflowNode? = self
        while let current = node {
            components.append(current.pathComponent)
            node = current.parent
        }
        return WorkflowPath(components.reversed())
    }

    /// The running children, in the order they started.
    var childNodes: [AnyWorkflowNode] { fatalError("abstract") }

    /// Marks this node and its ancestors as needing to render in the next pass. Stops at the
    /// first ancestor already marked: its own ancestors were marked with it.
    final func markNeedsRender() {
        // Walked with unretained references: every node on the way is an ancestor of this
        // running node, so it is alive. Read as `parent`, each would be retained and released.
        var next: Unmanaged<AnyWorkflowNode>? = .passUnretained(self)
        while let current = next {
            next = current._withUnsafeGuaranteedRef { node in
                guard !node.needsRender else { return nil }
                node.needsRender = true
                return node.parentReference
            }
        }
    }

    /// Records an action applied to this node, with the options that track state changes:
    /// marks the node for partial rendering when its state changed, and notes the update.
    ///
    /// Out of line and without retaining the runtime: inlined into the generic action path,
    /// this bookkeeping retained and released the runtime on every action, which made each
    /// action of a counter about a tenth slower with partial rendering than without.
    @inline(never)
    final func noteTrackedUpdate(changedState: Bool) {
        withRuntime { runtime in
            if changedState, runtime.configuration.partialTreeRendering { markNeedsRender() }
            runtime.noteUpdate(changedState: changedState)
        }
    }

    /// Calls `body` with the runtime, without retaining it around the call.
    ///
    /// A value read from an `unowned(unsafe)` field is a new strong reference, which the
    /// compiler retains and releases around any call it cannot see into, even a few stores.
    /// For a node that is running, the runtime is alive (see ``runtime``), so a guaranteed
    /// reference for the duration of `body` is safe. Only for per-action work, where the
    /// retain pair showed in the timings.
    @inlinable @inline(__always)
    final func withRuntime<Result>(_ body: (Runtime) -> Result) -> Result {
        Unmanaged.passUnretained(runtime)._withUnsafeGuaranteedRef(body)
    }

    /// Applies an action given without its static type: from the mailbox or a replayed log.
    /// The action must be one of this node's workflow's actions.
    func receive(anyAction action: any WorkflowAction) {
        fatalError("abstract")
    }

    /// Adds this node's entry (and its state, if it snapshots it) to `entries`, then its
    /// children's.
    func appendSnapshotEntries(to entries: inout [WorkflowSnapshot.Entry], parentEntry: Int?) {
        fatalError("abstract")
    }

    /// Describes this node and its subtree for the debugger.
    func treeDumpNode() -> WorkflowTreeDump.Node {
        fatalError("abstract")
    }

    /// Ends this node and everything under it. Subclasses end their children and side effects.
    func end() {
        hasEnded = true
    }
}
