/// The runtime's services for one call of ``Workflow/render(state:context:)``: rendering
/// children, making sinks and declaring side effects.
///
/// A context is valid only while the `render` call it was passed to is running. Using it
/// afterwards is a programmer error that stops with a message naming the workflow.
public struct RenderContext<WorkflowType: Workflow> {
    /// A running node is held as itself, not as an existential: making the existential would
    /// look up the node's generic metadata and witness table on every `render` call, which
    /// cost more than the rest of rendering a small workflow.
    @usableFromInline
    enum Storage {
        case node(WorkflowNode<WorkflowType>)
        case other(any RenderContextImplementation<WorkflowType>)
    }

    @usableFromInline let storage: Storage

    package init(_ implementation: any RenderContextImplementation<WorkflowType>) {
        storage = .other(implementation)
    }

    @usableFromInline
    init(node: WorkflowNode<WorkflowType>) {
        storage = .node(node)
    }

    /// Renders `workflow` as a child; see ``AnyWorkflowConvertible/rendered(in:key:outputMap:)``,
    /// which is how workflows usually call this.
    /// - Parameter outputMap: Turns a child output into an action of this workflow, or `nil` to
    ///   drop it. Pass no map at all for a child whose output is `Never`.
    @inlinable
    func render<Child: Workflow>(
        workflow: Child,
        key: String,
        outputMap: ((Child.Output) -> AnyWorkflowAction<WorkflowType>?)?
    ) -> Child.Rendering {
        switch storage {
        case .node(let node): node.render(workflow: workflow, key: key, outputMap: outputMap)
        case .other(let implementation): implementation.render(workflow: workflow, key: key, outputMap: outputMap)
        }
    }

    /// Makes a sink that applies actions of type `actionType` to this workflow.
    ///
    /// Making the same sink on every pass is cheap: the runtime keeps one per action type.
    @inlinable
    public func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
    where Action.WorkflowType == WorkflowType {
        switch storage {
        case .node(let node): node.makeSink(of: actionType)
        case .other(let implementation): implementation.makeSink(of: actionType)
        }
    }

    /// Makes a sink that emits each value as this workflow's output, without changing state.
    public func makeOutputSink() -> Sink<WorkflowType.Output> {
        makeSink(of: AnyWorkflowAction<WorkflowType>.self).contraMap { AnyWorkflowAction(sendingOutput: $0) }
    }

    /// Makes a sink of closures and key-path assignments that change this workflow's state.
    public func makeStateMutationSink() -> StateMutationSink<WorkflowType> {
        StateMutationSink(makeSink(of: AnyWorkflowAction<WorkflowType>.self))
    }

    /// Makes a sink that may be used from any isolation; actions sent through it reach the
    /// host's isolation in order. See ``SendableSink``.
    public func makeSendableSink<Action: WorkflowAction & Sendable>(of actionType: Action.Type) -> SendableSink<Action>
    where Action.WorkflowType == WorkflowType {
        switch storage {
        case .node(let node): node.makeSendableSink(of: actionType)
        case .other(let implementation): implementation.makeSendableSink(of: actionType)
        }
    }

    /// Declares a side effect identified by `key`.
    ///
    /// `action` runs once, right after the first render pass that declares `key` (never inside
    /// `render` itself), on the host's isolation. The ``Lifetime`` it receives ends on the first
    /// later pass that does not declare `key`, when this workflow ends, or when the host stops.
    /// Declaring the same key twice in one pass is a programmer error.
    public func runSideEffect(key: AnyHashable, action: @escaping (_ lifetime: Lifetime) -> Void) {
        switch storage {
        case .node(let node): node.runSideEffect(key: key, action: action)
        case .other(let implementation): implementation.runSideEffect(key: key, action: action)
        }
    }
}

/// What a ``RenderContext`` does: the running node in a host, or a test double.
@usableFromInline
package protocol RenderContextImplementation<WorkflowType>: AnyObject {
    associatedtype WorkflowType: Workflow

    func render<Child: Workflow>(
        workflow: Child,
        key: String,
        outputMap: ((Child.Output) -> AnyWorkflowAction<WorkflowType>?)?
    ) -> Child.Rendering

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
    where Action.WorkflowType == WorkflowType

    func makeSendableSink<Action: WorkflowAction & Sendable>(of actionType: Action.Type) -> SendableSink<Action>
    where Action.WorkflowType == WorkflowType

    func runSideEffect(key: AnyHashable, action: @escaping (Lifetime) -> Void)

    func runSideEffect(key: AnyHashable, operation: @escaping @Sendable () async -> Void)
}
