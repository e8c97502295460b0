import Testing
import Workflow
import WorkflowTesting

/// A parent that shows a child and drops whatever it emits.
struct IgnoringParent: Workflow {
    typealias Output = Never

    func render(state: Void, context: RenderContext<IgnoringParent>) -> String {
        Child(label: "quiet").ignoringOutput().rendered(in: context, key: "c")
    }
}

/// `expectWorkflowIgnoringOutput`: passes when the parent drops the child's output, fails when
/// the parent turns it into an action.
@Suite struct IgnoredOutputExpectationTests {
    @Test func passesWhenTheParentDropsTheOutput() {
        IgnoringParent().renderTester()
            .expectWorkflowIgnoringOutput(type: Child.self, key: "c", producingRendering: "stand-in", emitting: 3) {
                #expect($0.label == "quiet")
            }
            .render { #expect($0 == "stand-in") }
            .assertNoAction()
    }

    @Test func failsWhenTheParentTurnsTheOutputIntoAnAction() {
        let tester = Parent().renderTester()
            .expectWorkflowIgnoringOutput(type: Child.self, key: "a", producingRendering: "", emitting: 7)
            .expectWorker(FetchWorker(id: 1), key: "fetch")
            .expectSideEffect(key: "listen")
        expectFailure(containing: "Expected Parent to ignore the output of") {
            // The output is not applied either way: the state stays as it was.
            tester.render().assertNoAction().assert(state: Parent.State())
        }
    }
}
