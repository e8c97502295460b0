/// A composable state machine that turns its props and private state into a rendering.
///
/// A workflow's *props* are the stored properties of the conforming type: its parent (or the
/// ``WorkflowHost``) creates a new value on every render pass. Its private ``State`` is owned by
/// the runtime, created once by ``makeInitialState()`` and advanced only by actions.
///
/// ```swift
/// struct CounterWorkflow: Workflow {
///     var step: Int                      // props
///
///     func makeInitialState() -> Int { 0 }
///
///     func render(state: Int, context: RenderContext<Self>) -> CounterScreen {
///         let sink = context.makeSink(of: Action.self)
///         return CounterScreen(value: state, onIncrement: { sink.send(.increment) })
///     }
///
///     enum Action: WorkflowAction {
///         typealias WorkflowType = CounterWorkflow
///         case increment
///         func apply(toState state: inout Int, context: ApplyContext<CounterWorkflow>) -> Never? {
///             state += context[workflowValue: \.step]
///             return nil
///         }
///     }
/// }
/// ```
///
/// `render(state:context:)` must be free of side effects: the runtime may call it any number of
/// times. Use actions for event-driven changes and ``RenderContext/runSideEffect(key:action:)``
/// for work whose lifetime follows the render passes that declare it.
public protocol Workflow<Rendering, Output>: AnyWorkflowConvertible {
    /// The private state the runtime keeps for a running instance of this workflow.
    associatedtype State

    /// The events this workflow emits to its parent. `Never` for workflows that emit none.
    associatedtype Output = Never

    /// The external representation of the workflow's state, typically a view model.
    associatedtype Rendering

    /// Makes the state a new instance starts with. Called once, on the first render pass that
    /// declares this workflow.
    func makeInitialState() -> State

    /// Tells a running workflow that its parent rendered it again with new props.
    ///
    /// Called on every render pass after the first one that declares this workflow, before
    /// ``render(state:context:)``. The default implementation does nothing.
    /// - Parameters:
    ///   - previousWorkflow: The workflow value from the previous render pass.
    ///   - state: The current state, which may be adjusted to the new props.
    func workflowDidChange(from previousWorkflow: Self, state: inout State)

    /// Produces the rendering for the current props (`self`) and `state`.
    ///
    /// Children are rendered, sinks made and side effects declared through `context`, which is
    /// valid only until this method returns.
    func render(state: State, context: RenderContext<Self>) -> Rendering

    // The two requirements below are runtime hooks, not part of a workflow's design: leave them
    // to their default implementations in Workflow+Equality.swift. A default implementation is
    // compiled in the module that declares the conformance, where the workflow's types are
    // concrete, so asking costs a direct call instead of a conformance lookup at run time.

    /// Whether two workflow values (props) are equal: `==` when the conforming type is
    /// `Equatable` where it conforms to `Workflow`, and `nil` (find out at run time) otherwise.
    /// Do not implement it.
    static func _propsAreEqual(_ lhs: Self, _ rhs: Self) -> Bool?

    /// Whether two states are equal: `==` when ``State`` is `Equatable` where the workflow
    /// conforms, and `nil` (find out at run time) otherwise. Do not implement it.
    static func _statesAreEqual(_ lhs: State, _ rhs: State) -> Bool?
}

extension Workflow {
    /// Does nothing: by default a workflow keeps its state when its props change.
    public func workflowDidChange(from previousWorkflow: Self, state: inout State) {}

    /// Wraps this workflow in a type-erased ``AnyWorkflow``.
    public func asAnyWorkflow() -> AnyWorkflow<Rendering, Output> {
        AnyWorkflow(self)
    }
}

extension Workflow where State == Void {
    /// A stateless workflow needs no initial state.
    public func makeInitialState() {}
}
