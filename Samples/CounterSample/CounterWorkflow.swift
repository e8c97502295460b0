import Workflow
import WorkflowUI

/// A count that starts at zero and goes up by one each time its screen asks.
public struct CounterWorkflow: Workflow {
    /// A counter; it takes no props.
    public init() {}

    /// The count starts at zero.
    public func makeInitialState() -> Int { 0 }

    /// Shows the count, with a handler that sends ``Action/increment``.
    public func render(state: Int, context: RenderContext<CounterWorkflow>) -> CounterScreen {
        let sink = context.makeSink(of: Action.self)
        return CounterScreen(count: state, onIncrement: { sink.send(.increment) })
    }

    /// What the screen's handler asks for.
    public enum Action: WorkflowAction {
        /// The workflow whose state these actions change.
        public typealias WorkflowType = CounterWorkflow

        /// Adds one to the count.
        case increment

        /// Changes the count; a counter tells its parent nothing, so there is never an output.
        public func apply(toState state: inout Int, context: ApplyContext<CounterWorkflow>) -> Never? {
            switch self {
            case .increment: state += 1
            }
            return nil
        }
    }
}

/// What the counter shows: a view model with no view code in it, so any backend can show it.
public struct CounterScreen: Screen {
    /// The count to show.
    public var count: Int
    /// Call when the person asks to add one.
    public var onIncrement: () -> Void
}
