import Workflow

/// A counter whose rendering can increment it, emit an output, or send a chosen action.
struct Counter: Workflow {
    var step = 1

    typealias State = Int
    typealias Output = String

    func makeInitialState() -> Int { 0 }

    struct Rendering {
        var value: Int
        var step: Int
        var increment: () -> Void
        var emit: (String) -> Void
        var sink: Sink<Action>
    }

    func render(state: Int, context: RenderContext<Counter>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        return Rendering(
            value: state,
            step: step,
            increment: { sink.send(.increment) },
            emit: { sink.send(.emit($0)) },
            sink: sink
        )
    }

    enum Action: WorkflowAction, Sendable, Equatable {
        typealias WorkflowType = Counter
        case increment
        case emit(String)
        case set(Int)

        func apply(toState state: inout Int, context: ApplyContext<Counter>) -> String? {
            switch self {
            case .increment:
                state += context[workflowValue: \.step]
                return nil
            case .emit(let text):
                return text
            case .set(let value):
                state = value
                return nil
            }
        }
    }
}

/// Renders a `Counter` child for each key it is given, forwarding outputs as its own.
struct CounterList: Workflow {
    var keys: [String]
    var step = 1

    typealias State = [String]  // outputs received from children, in order
    typealias Output = String

    func makeInitialState() -> [String] { [] }

    struct Rendering {
        var counters: [String: Counter.Rendering]
        var received: [String]
    }

    func render(state: [String], context: RenderContext<CounterList>) -> Rendering {
        var counters: [String: Counter.Rendering] = [:]
        for key in keys {
            counters[key] = Counter(step: step).rendered(in: context, key: key) { output in
                AnyWorkflowAction { state in
                    state.append("\(key):\(output)")
                    return "\(key):\(output)"
                }
            }
        }
        return Rendering(counters: counters, received: state)
    }
}

/// Records what observers hear, for assertions.
final class RecordingObserver: WorkflowObserver {
    var events: [String] = []
    var diagnostics: [RuntimeDiagnostic] = []

    func sessionDidBegin(_ session: WorkflowNodeInfo) {
        events.append("begin \(name(session))")
    }

    func sessionDidEnd(_ session: WorkflowNodeInfo) {
        events.append("end \(name(session))")
    }

    func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        events.append("render \(name(session))")
    }

    func actionWillApply<Action: WorkflowAction>(
        _ action: Action, state: Action.WorkflowType.State, source: ActionSource, session: WorkflowNodeInfo
    ) {
        events.append("apply \(action) to \(name(session))")
    }

    func runtimeDidReport(_ diagnostic: RuntimeDiagnostic) {
        diagnostics.append(diagnostic)
    }

    func name(_ session: WorkflowNodeInfo) -> String {
        let type = String(describing: session.workflowType)
        return session.key.isEmpty ? type : "\(type)[\(session.key)]"
    }

    func events(prefix: String) -> [String] {
        events.filter { $0.hasPrefix(prefix) }
    }

    func clear() {
        events = []
    }
}

/// A mutable box for values captured by closures in tests.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

// Equatable props let partial tree rendering skip these when the runtime options are on.
extension Counter: Equatable {}
extension CounterList: Equatable {}

/// Counts the render calls and render passes an observer hears, by workflow type name.
final class RenderCounter: WorkflowObserver {
    var renders: [String: Int] = [:]
    var passes = 0
    var skippedPasses = 0

    func workflowWillRender<W: Workflow>(_ workflow: W, state: W.State, session: WorkflowNodeInfo) {
        let name = session.key.isEmpty ? "\(W.self)" : "\(W.self)[\(session.key)]"
        renders[name, default: 0] += 1
    }

    func renderPassWillBegin() { passes += 1 }
    func renderPassWasSkipped() { skippedPasses += 1 }

    var totalRenders: Int { renders.values.reduce(0, +) }

    func reset() {
        renders = [:]
        passes = 0
        skippedPasses = 0
    }
}
