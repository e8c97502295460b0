import Dispatch
import Workflow

/// Runs a ``PostedOutputWorker`` while it has an id, recording the outputs it receives.
struct LateOutputHost: Workflow {
    var workerID: String?
    var posted: DispatchSemaphore

    typealias State = [String]
    func makeInitialState() -> [String] { [] }

    struct Rendering {
        var outputs: [String]
        var marker: SendableSink<Marker>
    }

    func render(state: [String], context: RenderContext<LateOutputHost>) -> Rendering {
        if let workerID {
            PostedOutputWorker(id: workerID, posted: posted)
                .onOutput { (state: inout [String], output: String) -> Never? in
                    state.append(output)
                    return nil
                }
                .running(in: context)
        }
        return Rendering(outputs: state, marker: context.makeSendableSink(of: Marker.self))
    }

    /// Sent through the mailbox after something else, to know the mailbox got past it.
    typealias Marker = AppendAction<LateOutputHost, String>
}

/// Shows a ``LifetimeCounter`` child while its state says so, recording the child's outputs;
/// its own output goes to the host, whose handler can then act within the same cascade.
struct ChildToggle: Workflow {
    var log: LifetimeLog

    struct State: Equatable {
        var showsChild = true
        var received: [String] = []
    }
    typealias Output = String

    func makeInitialState() -> State { State() }

    struct Rendering {
        var child: LifetimeCounter.Rendering?
        var received: [String]
        var setShowsChild: (Bool) -> Void
        var ping: () -> Void
    }

    func render(state: State, context: RenderContext<ChildToggle>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        let child =
            state.showsChild
            ? LifetimeCounter(log: log).rendered(in: context, key: "child") { output in
                AnyWorkflowAction { state in
                    state.received.append(output)
                    return nil
                }
            }
            : nil
        return Rendering(
            child: child,
            received: state.received,
            setShowsChild: { sink.send(.setShowsChild($0)) },
            ping: { sink.send(.ping) }
        )
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = ChildToggle
        case setShowsChild(Bool)
        case ping

        func apply(toState state: inout State, context: ApplyContext<ChildToggle>) -> String? {
            switch self {
            case .setShowsChild(let shows):
                state.showsChild = shows
                return nil
            case .ping:
                return "ping"
            }
        }
    }
}

/// A counter that runs a side effect for as long as it lives, recording its start and end.
struct LifetimeCounter: Workflow {
    var log: LifetimeLog

    typealias State = Int
    typealias Output = String
    func makeInitialState() -> Int { 0 }

    struct Rendering {
        var value: Int
        var increment: () -> Void
        var emit: (String) -> Void
    }

    func render(state: Int, context: RenderContext<LifetimeCounter>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        let log = self.log
        context.runSideEffect(key: "lifetime") { lifetime in
            log.events.append("start")
            lifetime.onEnded { log.events.append("end") }
        }
        return Rendering(value: state, increment: { sink.send(.increment) }, emit: { sink.send(.emit($0)) })
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = LifetimeCounter
        case increment
        case emit(String)

        func apply(toState state: inout Int, context: ApplyContext<LifetimeCounter>) -> String? {
            switch self {
            case .increment:
                state += 1
                return nil
            case .emit(let text):
                return text
            }
        }
    }
}

/// What side effects did, in order.
final class LifetimeLog {
    var events: [String] = []
}
