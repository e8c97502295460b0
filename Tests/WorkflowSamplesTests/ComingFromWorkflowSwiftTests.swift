import Testing
import Workflow
import WorkflowTesting

// The "after" half of the Workflow catalog's article "Coming from workflow-swift": the same
// workflow as its workflow-swift "before", compiled and tested here so the article cannot rot.

/// Loads a person's name once per id, and shows it.
struct ProfileWorkflow: Workflow {
    var userID: String
    var loadName: @Sendable (String) async -> String

    struct State: Equatable {
        var name: String?
    }

    enum Output: Equatable {
        case loaded(String)
    }

    func makeInitialState() -> State { State(name: nil) }

    func render(state: State, context: RenderContext<ProfileWorkflow>) -> String {
        let userID = self.userID
        let loadName = self.loadName
        OperationWorker(id: userID) { await loadName(userID) }
            .running(in: context) { name in
                AnyWorkflowAction { state in
                    state.name = name
                    return .loaded(name)
                }
            }
        return state.name ?? "Loading…"
    }
}

@MainActor
@Suite struct ComingFromWorkflowSwiftTests {
    @Test func theHostPublishesRenderingsAndOutputsWithoutSignals() async {
        let host = WorkflowHost(workflow: ProfileWorkflow(userID: "42") { id in "Person \(id)" })
        #expect(host.rendering == "Loading…")

        var seen: [String] = []
        let observation = host.onRendering { seen.append($0) }
        defer { observation.cancel() }

        var outputs = host.outputs.makeAsyncIterator()
        #expect(await outputs.next() == .loaded("Person 42"))
        #expect(host.rendering == "Person 42")
        #expect(seen == ["Person 42"])
    }

    @Test func theRenderTesterStandsInForTheWorker() {
        ProfileWorkflow(userID: "7") { _ in "unused" }
            .renderTester()
            .expectWorker(OperationWorker(id: "7") { "ignored" }, mockingOutput: "Ada")
            .render { #expect($0 == "Loading…") }
            .assertStateModifications { $0.name = "Ada" }
            .assert(output: .loaded("Ada"))
    }
}
