import Testing
import Workflow

/// A child with a string rendering and an Int output.
struct Child: Workflow {
    var label: String
    typealias Output = Int
    func render(state: Void, context: RenderContext<Child>) -> String { "child \(label)" }
}

/// A worker equivalent to another with the same id.
struct FetchWorker: Worker, Equatable {
    typealias Output = String
    var id: Int
    func run() async -> String { "fetched \(id)" }
}

/// A parent whose flags decide what it declares, so tests can make each expectation fail.
struct Parent: Workflow {
    var rendersChild = true
    var runsWorker = true
    var declaresSideEffect = true
    var workerID = 1
    var childKey = "a"

    struct State: Equatable {
        var log: [String] = []
    }

    enum Output: Equatable {
        case finished(String)
    }

    func makeInitialState() -> State { State() }

    struct Rendering {
        var child: String?
        var log: [String]
        var onTap: (String) -> Void
        var onFinish: () -> Void
        var onSendable: SendableSink<Tap>
    }

    func render(state: State, context: RenderContext<Parent>) -> Rendering {
        let child =
            rendersChild
            ? Child(label: "x")
                .onOutput { (state: inout State, value: Int) -> Output? in
                    state.log.append("child said \(value)")
                    return nil
                }
                .rendered(in: context, key: childKey)
            : nil
        if runsWorker {
            FetchWorker(id: workerID)
                .onOutput { (state: inout State, value: String) -> Output? in
                    state.log.append(value)
                    return nil
                }
                .running(in: context, key: "fetch")
        }
        if declaresSideEffect {
            context.runSideEffect(key: "listen") { _ in }
        }
        let sink = context.makeSink(of: Tap.self)
        let outputs = context.makeSink(of: Finish.self)
        return Rendering(
            child: child,
            log: state.log,
            onTap: { sink.send(Tap(text: $0)) },
            onFinish: { outputs.send(Finish()) },
            onSendable: context.makeSendableSink(of: Tap.self)
        )
    }

    struct Tap: WorkflowAction, Equatable, Sendable {
        typealias WorkflowType = Parent
        var text: String
        func apply(toState state: inout State, context: ApplyContext<Parent>) -> Output? {
            state.log.append(text)
            return nil
        }
    }

    struct Finish: WorkflowAction, Equatable {
        typealias WorkflowType = Parent
        func apply(toState state: inout State, context: ApplyContext<Parent>) -> Output? {
            .finished("key \(context[workflowValue: \.childKey])")
        }
    }
}

/// Expects exactly one failure whose message contains `text`.
func expectFailure(containing text: String, _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) rethrows {
    try withKnownIssue(sourceLocation: sourceLocation) {
        try body()
    } matching: { issue in
        issue.comments.contains { $0.rawValue.contains(text) } || issue.description.contains(text)
    }
}
