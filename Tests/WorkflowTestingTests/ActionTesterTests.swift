import Testing
import Workflow
import WorkflowTesting

/// The action tester: actions applied in turn; each assertion fails when it should.
@Suite struct ActionTesterTests {
    @Test func sendsActionsInTurnAndChecksStateAndOutput() {
        Parent.Tap
            .tester(withState: Parent.State())
            .send(action: Parent.Tap(text: "one"))
            .assertNoOutput()
            .send(action: Parent.Tap(text: "two"))
            .assert(state: Parent.State(log: ["one", "two"]))
            .verifyState { #expect($0.log.count == 2) }

        Parent.Finish
            .tester(withState: Parent.State(), workflow: Parent(childKey: "z"))
            .send(action: Parent.Finish())
            .assert(output: .finished("key z"))
    }

    @Test func assertionsFailWhenTheyShould() {
        let tapped = Parent.Tap.tester(withState: Parent.State()).send(action: Parent.Tap(text: "x"))
        expectFailure(containing: "The state is not the expected one") {
            tapped.assert(state: Parent.State(log: []))
        }
        expectFailure(containing: "Expected an output of type Output, but none was emitted") {
            tapped.verifyOutput { _ in }
        }
        expectFailure(containing: "Expected the output") {
            tapped.assert(output: .finished("key a"))
        }
        let finished = Parent.Finish.tester(withState: Parent.State(), workflow: Parent()).send(action: Parent.Finish())
        expectFailure(containing: "Expected no output, but") {
            finished.assertNoOutput()
        }
        expectFailure(containing: "The output is not the expected one") {
            finished.assert(output: .finished("key b"))
        }
    }

    @Test func readingPropsWithoutAWorkflowStopsWithAMessage() async throws {
        let result = try #require(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Parent.Finish.tester(withState: Parent.State()).send(action: Parent.Finish())
        })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("An action read Parent's props through ApplyContext, but the test gave no workflow"))
    }
}
