import Testing
import Workflow
import WorkflowTesting

/// A child's output mapped straight to the parent's own action type, with no AnyWorkflowAction
/// in the parent's code.
@MainActor
@Suite struct TypedOutputMapTests {
    struct Parent: Workflow {
        var runsWorker = false

        typealias State = [String]  // what the parent heard, in order
        typealias Output = String

        enum Action: WorkflowAction {
            typealias WorkflowType = Parent
            case childDidFinish(String)
            case erasedChildDidFinish(String)
            case workerDidFinish(Int)

            func apply(toState state: inout [String], context: ApplyContext<Parent>) -> String? {
                switch self {
                case .childDidFinish(let text):
                    state.append("child: \(text)")
                    return "parent saw \(text)"
                case .erasedChildDidFinish(let text):
                    state.append("erased: \(text)")
                    return nil
                case .workerDidFinish(let number):
                    state.append("worker: \(number)")
                    return nil
                }
            }
        }

        struct Rendering {
            var child: Counter.Rendering
            var erasedChild: Counter.Rendering
            var quietChild: Counter.Rendering
            var heard: [String]
        }

        func makeInitialState() -> [String] { [] }

        func render(state: [String], context: RenderContext<Parent>) -> Rendering {
            // A concrete workflow, an AnyWorkflow and a worker, each mapped to `Action`.
            let child = Counter().rendered(in: context, key: "concrete") { output in Action.childDidFinish(output) }
            let erasedChild = Counter().mapRendering { $0 }
                .rendered(in: context, key: "erased") { output in Action.erasedChildDidFinish(output) }
            if runsWorker, state.isEmpty {
                AnswerWorker(answer: 42).running(in: context) { number in Action.workerDidFinish(number) }
            }
            // The AnyWorkflowAction form, with an implicit member, still compiles and applies.
            let quietChild = Counter().rendered(in: context, key: "quiet") { _ in .noAction }
            return Rendering(child: child, erasedChild: erasedChild, quietChild: quietChild, heard: state)
        }
    }

    /// Answers once, at once.
    struct AnswerWorker: Worker {
        var answer: Int
        func run() async -> Int { answer }
        func isEquivalent(to otherWorker: AnswerWorker) -> Bool { answer == otherWorker.answer }
    }

    @Test func aConcreteChildsOutputAppliesTheParentsActionAndItsOutputReachesTheHost() async {
        let host = WorkflowHost(workflow: Parent(runsWorker: true))
        var outputs = host.outputs.makeAsyncIterator()
        let heardFromWorker = await host.firstRendering(where: { !$0.heard.isEmpty }).heard
        #expect(heardFromWorker == ["worker: 42"])

        host.rendering.child.emit("done")

        #expect(host.rendering.heard == ["worker: 42", "child: done"])
        #expect(await outputs.next() == "parent saw done")
        await host.shutDown()
    }

    @Test func anErasedChildsOutputAppliesTheParentsAction() {
        let host = WorkflowHost(workflow: Parent())
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }

        host.rendering.erasedChild.emit("also done")

        #expect(host.rendering.heard.last == "erased: also done")
        #expect(outputs.isEmpty, "the action returned no output")
    }

    @Test func theAnyWorkflowActionFormStillWorksBesideIt() {
        let host = WorkflowHost(workflow: Parent())
        let heardBefore = host.rendering.heard
        host.rendering.quietChild.emit("ignored")
        #expect(host.rendering.heard == heardBefore, ".noAction changed nothing")
        host.rendering.child.emit("after")
        #expect(host.rendering.heard.last == "child: after")
    }
}
