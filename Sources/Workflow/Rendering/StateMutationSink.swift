/// A sink for small state changes that do not deserve an action type of their own.
///
/// ```swift
/// let mutations = context.makeStateMutationSink()
/// return TextFieldScreen(text: state.text, onChange: { mutations.send(\.text, value: $0) })
/// ```
public struct StateMutationSink<WorkflowType: Workflow> {
    private let sink: Sink<AnyWorkflowAction<WorkflowType>>

    init(_ sink: Sink<AnyWorkflowAction<WorkflowType>>) {
        self.sink = sink
    }

    /// Applies `update` to the workflow's state. Emits no output.
    public func send(_ update: @escaping (inout WorkflowType.State) -> Void) {
        sink.send(
            AnyWorkflowAction { state in
                update(&state)
                return nil
            })
    }

    /// Sets the state property at `keyPath` to `value`. Emits no output.
    public func send<Value>(_ keyPath: WritableKeyPath<WorkflowType.State, Value>, value: Value) {
        send { state in state[keyPath: keyPath] = value }
    }
}
