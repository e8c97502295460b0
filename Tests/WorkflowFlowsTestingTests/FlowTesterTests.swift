import Testing
import Workflow
import WorkflowFlows
import WorkflowFlowsTesting
import WorkflowUI

@MainActor
@Suite struct FlowTesterTests {
    @Test func itReportsNavigationFromTheStartAndTheFlowsEvents() {
        let tester = FlowTester(TwoCardsFlow())
        tester.expectNavigation([.pushed(Card.self)])

        tester.screen(Card.self)?.onNext()
        tester.expectNavigation([.pushed(Card.self)])
        #expect(tester.screen(Card.self)?.title == "second")

        tester.screen(Card.self)?.onTab(0)
        tester.expectNavigation([.presented(Question.self)])
        tester.goBack()  // Dismisses the question, as Escape would.
        tester.expectNavigation([.dismissed(Question.self)])

        tester.goBack()
        tester.expectNavigation([.popped(Card.self)])
        tester.screen(Card.self)?.onFinish()
        tester.expectEvents([.output(.finished)])
        #expect(tester.isRunning)

        tester.goBack()
        tester.expectNavigation([.popped(Card.self)])
        tester.expectEvents([.dismissedByUser])
        #expect(!tester.isRunning)
    }

    @Test func aPresentedFlowIsPresentedAndDismissedAndItsTabsSelected() {
        let tester = FlowTester(TabbedCardFlow())
        tester.expectNavigation([.presented(TabScreen.self)])
        #expect(tester.screen(Card.self)?.title == "a")

        tester.selectTab(1)
        tester.expectNavigation([.tabSelected(1)])
        #expect(tester.screen(Card.self)?.title == "b")

        tester.goBack()
        tester.expectNavigation([.dismissed(TabScreen.self)])
        #expect(tester.takeEvents().count == 1)
    }

    @Test func aWrongNavigationExpectationFailsWithADiff() {
        let tester = FlowTester(TwoCardsFlow())
        withKnownIssue {
            tester.expectNavigation([.presented(Card.self)])
        } matching: { issue in
            let text = issue.description
            return text.contains("The navigation is not the expected one") && text.contains("presented") && text.contains("pushed")
        }
    }

    @Test func aWrongEventExpectationFailsWithADiff() {
        let tester = FlowTester(TwoCardsFlow())
        tester.expectNavigation([.pushed(Card.self)])
        tester.screen(Card.self)?.onFinish()
        withKnownIssue {
            tester.expectEvents([.dismissedByUser])
        } matching: { issue in
            issue.description.contains("The flow's events are not the expected ones") && issue.description.contains("finished")
        }
    }

    @Test func askingForTheWrongScreenTypeFailsNamingTheOneShown() {
        let tester = FlowTester(TwoCardsFlow())
        withKnownIssue {
            #expect(tester.screen(Question.self) == nil)
        } matching: { issue in
            issue.description.contains("The top screen is a Card, not a Question")
        }
    }

    @Test func goingBackWhereNothingCanFails() {
        let tester = FlowTester(TabbedCardFlow())
        tester.selectTab(1)
        tester.goBack()
        _ = tester.takeEvents()
        withKnownIssue {
            tester.goBack()
        } matching: { issue in
            issue.description.contains("Nothing on screen can go back")
        }
    }

    @Test func selectingATabThatIsNotThereFails() {
        let tester = FlowTester(TabbedCardFlow())
        withKnownIssue {
            tester.selectTab(5)
        } matching: { issue in
            issue.description.contains("has 2 tab(s); there is no tab 5")
        }
        let stack = FlowTester(TwoCardsFlow())
        withKnownIssue {
            stack.selectTab(0)
        } matching: { issue in
            issue.description.contains("No tab screen is shown")
        }
    }

    @Test func eventsTheTestNeverCheckedFailItWhenTheTesterGoes() {
        withKnownIssue {
            var tester: FlowTester<TwoCardsFlow>? = FlowTester(TwoCardsFlow())
            tester?.screen(Card.self)?.onFinish()
            tester = nil
        } matching: { issue in
            issue.description.contains("The flow sent 1 event(s) the test never checked") && issue.description.contains("finished")
        }
    }
}
