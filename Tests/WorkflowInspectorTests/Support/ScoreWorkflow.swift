import Workflow

/// A score with a keyed tally child whose output adds to it, and a side effect while it
/// listens: enough of a tree for the inspector's tests. Its actions are Codable.
struct ScoreWorkflow: Workflow, Codable {
    struct State: Equatable {
        var score = 0
        var label = "start"
        var listening = false
    }

    struct Rendering {
        var score: Int
        var tally: TallyWorkflow.Rendering
        var add: () -> Void
        var rename: (String) -> Void
        var toggleListening: () -> Void
    }

    enum Action: WorkflowAction, Codable, Equatable {
        typealias WorkflowType = ScoreWorkflow
        case add
        case rename(String)
        case toggleListening
        case tallied(Int)

        func apply(toState state: inout State, context: ApplyContext<ScoreWorkflow>) -> Never? {
            switch self {
            case .add: state.score += 1
            case .rename(let label): state.label = label
            case .toggleListening: state.listening.toggle()
            case .tallied(let amount): state.score += amount
            }
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<ScoreWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        if state.listening {
            context.runSideEffect(key: "listener") { _ in }
        }
        let tally = TallyWorkflow().mapOutput { Action.tallied($0) }.rendered(in: context, key: "tally")
        return Rendering(
            score: state.score, tally: tally,
            add: { sink.send(.add) }, rename: { sink.send(.rename($0)) }, toggleListening: { sink.send(.toggleListening) }
        )
    }
}

/// Counts taps and tells its parent the new count each time.
struct TallyWorkflow: Workflow, Equatable {
    typealias Output = Int

    struct Rendering {
        var taps: Int
        var tap: () -> Void
    }

    enum Action: WorkflowAction, Codable, Equatable {
        typealias WorkflowType = TallyWorkflow
        case tap

        func apply(toState state: inout Int, context: ApplyContext<TallyWorkflow>) -> Int? {
            state += 1
            return state
        }
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<TallyWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        return Rendering(taps: state, tap: { sink.send(.tap) })
    }
}
