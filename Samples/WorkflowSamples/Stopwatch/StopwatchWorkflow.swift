public import Workflow

/// A stopwatch: subscribes to a one-second timer on a clock while running, and to nothing
/// while paused. Pausing simply stops declaring the timer, which cancels it.
public struct StopwatchWorkflow<C: Clock<Duration>>: Workflow {
    /// The clock that ticks.
    public var clock: C

    /// Makes a stopwatch that counts seconds on `clock`.
    public init(clock: C) {
        self.clock = clock
    }

    /// The count and whether it is running.
    public struct State: Equatable, Sendable {
        /// Whole seconds counted so far.
        public var elapsedSeconds = 0
        /// Whether the timer is declared.
        public var isRunning = false

        /// The starting state.
        public init() {}
    }

    /// Starts paused at zero.
    public func makeInitialState() -> State { State() }

    /// Renders the count; runs the timer only while running.
    public func render(state: State, context: RenderContext<StopwatchWorkflow>) -> StopwatchScreen {
        if state.isRunning {
            TimerWorker(every: .seconds(1), clock: clock)
                .mapOutput { _ in Action.tick }
                .running(in: context, key: "tick")
        }
        let sink = context.makeSink(of: Action.self)
        return StopwatchScreen(
            elapsedSeconds: state.elapsedSeconds,
            isRunning: state.isRunning,
            onStartOrPause: { sink.send(.startOrPause) },
            onReset: { sink.send(.reset) }
        )
    }

    /// What the timer and the screen can do.
    public enum Action: WorkflowAction, Sendable {
        /// A second passed.
        case tick
        /// The start/pause button.
        case startOrPause
        /// The reset button.
        case reset

        /// Counts, toggles or resets.
        public func apply(toState state: inout State, context: ApplyContext<StopwatchWorkflow>) -> Never? {
            switch self {
            case .tick:
                state.elapsedSeconds += 1
            case .startOrPause:
                state.isRunning.toggle()
            case .reset:
                state = State()
            }
            return nil
        }
    }
}
