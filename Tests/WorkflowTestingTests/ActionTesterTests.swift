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

    @Test func readingPropsWithoutAWorkflowFailsAndTheTestGoesOn() {
        let tester = Parent.Tap.tester(withState: Parent.State(log: ["start"]))
        var afterRead: ActionTester<Parent, Parent.Finish>?
        expectFailure(containing: "Finish read Parent's props through ApplyContext, but the test gave no workflow") {
            afterRead = Parent.Finish.tester(withState: Parent.State(log: ["start"])).send(action: Parent.Finish())
        }
        // The failed action left the state as it was and emitted nothing.
        afterRead?.assert(state: Parent.State(log: ["start"])).assertNoOutput()
        // Actions that read no props still run without a workflow, on the same tester.
        tester.send(action: Parent.Tap(text: "next")).assert(state: Parent.State(log: ["start", "next"]))
    }

    @Test func stateModificationsPassWhenTheyAreExactlyWhatTheActionChanged() {
        Parent.Tap
            .tester(withState: Parent.State(log: ["a"]))
            .send(action: Parent.Tap(text: "b"))
            .assertStateModifications { $0.log.append("b") }
            .send(action: Parent.Tap(text: "c"))
            .assertStateModifications { $0.log.append("c") }
    }

    @Test func stateModificationsFailWithADiffWhenTheActionChangedSomethingElse() {
        let tapped = Parent.Tap.tester(withState: Parent.State(log: ["a"])).send(action: Parent.Tap(text: "b"))
        expectFailure(containing: "The action changed the state differently from the expected modifications") {
            tapped.assertStateModifications { $0.log.append("not b") }
        }
        expectFailure(containing: "\"b\"") {
            tapped.assertStateModifications { _ in }
        }
    }
}
