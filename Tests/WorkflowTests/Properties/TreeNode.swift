import ConcurrencyExtras
import Workflow

/// The workflow the property test runs: each node has a counter, keyed children of its own
/// type, side effects, at most one worker, and a log of the outputs its children emitted.
/// Every output travels up to the host.
struct TreeNode: Workflow, Equatable {
    var path: String
    var depth: Int
    var recorder: TreeRecorder

    struct State: Equatable {
        var value = 0
        var children: [String] = []
        var effects: [String] = []
        var worker: Int?
        var log: [String] = []

        /// Applies one operation; returns the output it emits.
        mutating func apply(_ operation: TreeProgram.Operation, path: String, depth: Int) -> String? {
            switch operation {
            case .increment:
                value += 1
            case .toggleChild(let key):
                guard depth < TreeProgram.maximumDepth else { return nil }
                children.toggle(key)
            case .toggleEffect(let key):
                effects.toggle(key)
            case .setWorker(let id):
                worker = id
            case .emit:
                return "emit \(path)"
            }
            return nil
        }
    }

    /// What the test compares with the model: everything about the tree but its sinks.
    struct Summary: Equatable, CustomStringConvertible {
        var path: String
        var state: State
        var children: [Summary]

        var description: String {
            let own =
                "\(path): value \(state.value), effects \(state.effects), worker \(state.worker.map(String.init) ?? "-"), log \(state.log)"
            return ([own] + children.map(\.description)).joined(separator: "\n")
        }
    }

    struct Rendering {
        var summary: Summary
        var send: (TreeProgram.Operation) -> Void
        var children: [Rendering]

        /// Every node's rendering, sorted by path.
        var allNodes: [Rendering] {
            ([self] + children.flatMap(\.allNodes)).sorted { $0.summary.path < $1.summary.path }
        }
    }

    typealias Output = String

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<TreeNode>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        let children = state.children.map { key in
            TreeNode(path: "\(path)/\(key)", depth: depth + 1, recorder: recorder)
                .rendered(in: context, key: key) { output in
                    AnyWorkflowAction { state in
                        state.log.append(output)
                        return output
                    }
                }
        }
        for effect in state.effects {
            let name = "\(path)#\(effect)"
            let recorder = self.recorder
            context.runSideEffect(key: effect) { lifetime in
                recorder.lifetimes.append("start \(name)")
                lifetime.onEnded { recorder.lifetimes.append("end \(name)") }
                if effect == "s" { sink.send(Action(operation: .increment)) }
            }
        }
        if let id = state.worker {
            TreeWorker(name: "\(path)@\(id)", runs: recorder.workerRuns)
                .onOutput { (_: inout State, _: String) -> String? in nil }
                .running(in: context, key: "worker")
        }
        return Rendering(
            summary: Summary(path: path, state: state, children: children.map(\.summary)),
            send: { sink.send(Action(operation: $0)) },
            children: children
        )
    }

    struct Action: WorkflowAction {
        typealias WorkflowType = TreeNode
        var operation: TreeProgram.Operation

        func apply(toState state: inout State, context: ApplyContext<TreeNode>) -> String? {
            state.apply(operation, path: context[workflowValue: \.path], depth: context[workflowValue: \.depth])
        }
    }
}

/// A worker that records that it ran, then waits until cancelled.
struct TreeWorker: Worker {
    var name: String
    var runs: WorkerRunLog

    func run() async -> String {
        runs.record(name)
        await untilCancelled()
        return name
    }

    func isEquivalent(to otherWorker: TreeWorker) -> Bool {
        name == otherWorker.name
    }
}

/// Names of the worker runs that started, from any thread.
final class WorkerRunLog: Sendable {
    // Not a `Mutex`: ThreadSanitizer cannot see one synchronize on Linux and reports a race.
    private let names = LockIsolated<[String]>([])

    func record(_ name: String) {
        names.withValue { $0.append(name) }
    }

    var all: [String] { names.value }
}

/// What the tree's side effects and workers did.
final class TreeRecorder: Equatable {
    var lifetimes: [String] = []
    let workerRuns = WorkerRunLog()

    static func == (lhs: TreeRecorder, rhs: TreeRecorder) -> Bool { lhs === rhs }
}

extension Array where Element == String {
    /// Adds `key` if absent, removes it if present, keeping the array sorted.
    mutating func toggle(_ key: String) {
        if let index = firstIndex(of: key) {
            remove(at: index)
        } else {
            append(key)
            sort()
        }
    }
}
