import Workflow

/// The smallest useful workflow: a count and a button that adds one.
public struct CounterWorkflow: Workflow {
    /// Makes the workflow.
    public init() {}

    /// Starts at 0.
    public func makeInitialState() -> Int { 0 }

    /// Shows the count with a closure that sends ``Increment``, as a screen's button would.
    public func render(state: Int, context: RenderContext<CounterWorkflow>) -> CounterScreen {
        let sink = context.makeSink(of: Increment.self)
        return CounterScreen(count: state, onIncrement: { sink.send(Increment()) })
    }

    /// Adds one to the count.
    public struct Increment: WorkflowAction {
        public typealias WorkflowType = CounterWorkflow

        /// Adds one.
        public func apply(toState state: inout Int, context: ApplyContext<CounterWorkflow>) -> Never? {
            state += 1
            return nil
        }
    }
}

/// The counter's rendering.
public struct CounterScreen {
    /// The current count.
    public var count: Int
    /// Adds one to the count.
    public var onIncrement: () -> Void
}
