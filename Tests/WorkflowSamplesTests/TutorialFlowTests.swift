import Testing
import Workflow
import WorkflowFlows
import WorkflowFlowsTesting
import WorkflowSamples
import WorkflowTesting
import WorkflowUI

/// The seed's tutorial, driven through its buttons with no view system.
@MainActor
@Suite struct TutorialFlowTests {
    @Test func skipOnTheWelcomeScreenIsDidPressSkip() {
        let tester = FlowTester(TutorialFlow())
        tester.expectNavigation([.pushed(PromptScreen.self)])
        let welcome = tester.screen(PromptScreen.self)
        #expect(welcome?.title == "Welcome")
        #expect(welcome?.buttonTitles == ["Skip", "Next"])

        #expect(welcome?.press("Skip") == true)
        tester.expectEvents([.output(.didPressSkip)])
        tester.expectNavigation([])
    }

    @Test func nextShowsTheFinishScreenWhoseOKIsDidFinish() {
        let tester = FlowTester(TutorialFlow())
        tester.expectNavigation([.pushed(PromptScreen.self)])
        tester.screen(PromptScreen.self)?.press("Next")
        tester.expectNavigation([.pushed(PromptScreen.self)])
        let finish = tester.screen(PromptScreen.self)
        #expect(finish?.title == "All set")
        #expect(finish?.buttonTitles == ["OK"])

        finish?.press("OK")
        tester.expectEvents([.output(.didFinish)])
    }

    @Test func backPopsTheFinishScreenThenLeavesTheTutorial() {
        let tester = FlowTester(TutorialFlow())
        tester.screen(PromptScreen.self)?.press("Next")
        tester.expectNavigation([.pushed(PromptScreen.self), .pushed(PromptScreen.self)])

        tester.goBack()
        tester.expectNavigation([.popped(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "Welcome")
        tester.expectEvents([])

        tester.goBack()
        tester.expectNavigation([.popped(PromptScreen.self)])
        tester.expectEvents([.dismissedByUser])
        #expect(!tester.isRunning)
    }

    @Test func aDeepLinkToTheFinishStartsThereWithTheWelcomeBelow() {
        let tester = FlowTester(TutorialFlow(startingAt: .finish))
        tester.expectNavigation([.pushed(PromptScreen.self), .pushed(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "All set")
        tester.goBack()
        #expect(tester.screen(PromptScreen.self)?.title == "Welcome")
    }

    @Test func theStackComesBackFromASnapshot() {
        let first = FlowTester(TutorialFlow())
        first.screen(PromptScreen.self)?.press("Next")
        let snapshot = first.snapshot()

        let restored = FlowTester(TutorialFlow(), restoringFrom: snapshot)
        restored.expectNavigation([.pushed(PromptScreen.self), .pushed(PromptScreen.self)])
        #expect(restored.screen(PromptScreen.self)?.title == "All set")
    }

    @Test func itRendersWithTheRenderTesterToo() {
        TutorialFlow().renderTester(initialState: [.welcome, .finish])
            .render { content in
                #expect(content.frames.map(\.key) == ["welcome", "finish"])
                #expect(content.frames[0].onGoBack == nil)   // Its parent's placer decides.
                content.top.onGoBack?()
            }
            .assert(action: TutorialFlow.Action.back)
            .assert(state: [.welcome])
    }
}

/// Sign-up composes the terms flow and intercepts back on its profile step.
@MainActor
@Suite struct SignUpFlowTests {
    @Test func readingTheTermsPresentsTheTermsFlowAndAcceptingResumesSignUp() {
        let tester = FlowTester(SignUpFlow())
        tester.expectNavigation([.pushed(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.buttonTitles == ["Read terms"])

        tester.screen(PromptScreen.self)?.press("Read terms")
        tester.expectNavigation([.presented(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "Terms of service")

        tester.screen(PromptScreen.self)?.press("Accept")
        tester.expectNavigation([.dismissed(PromptScreen.self)])
        let signUp = tester.screen(PromptScreen.self)
        #expect(signUp?.message == "Terms: accepted.")
        #expect(signUp?.buttonTitles == ["Read terms", "Next"])
    }

    @Test func declinedOrDismissedTermsLeaveSignUpWithoutNext() {
        let tester = FlowTester(SignUpFlow())
        tester.screen(PromptScreen.self)?.press("Read terms")
        tester.screen(PromptScreen.self)?.press("Decline")
        #expect(tester.screen(PromptScreen.self)?.buttonTitles == ["Read terms"])

        tester.screen(PromptScreen.self)?.press("Read terms")
        tester.goBack()   // Escape on the terms dismisses them, not sign-up.
        tester.expectNavigation([.pushed(PromptScreen.self), .presented(PromptScreen.self), .dismissed(PromptScreen.self), .presented(PromptScreen.self), .dismissed(PromptScreen.self)])
        #expect(tester.isRunning)
        tester.expectEvents([])
    }

    @Test func backFromAChangedProfileAsksBeforeDiscarding() {
        let tester = FlowTester(SignUpFlow())
        tester.screen(PromptScreen.self)?.press("Read terms")
        tester.screen(PromptScreen.self)?.press("Accept")
        tester.screen(PromptScreen.self)?.press("Next")
        tester.screen(PromptScreen.self)?.press("Toggle newsletter")
        tester.expectNavigation([.pushed(PromptScreen.self), .presented(PromptScreen.self), .dismissed(PromptScreen.self), .pushed(PromptScreen.self)])

        tester.goBack()
        tester.expectNavigation([.presented(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "Discard changes?")
        tester.screen(PromptScreen.self)?.press("Keep")
        tester.expectNavigation([.dismissed(PromptScreen.self)])

        tester.goBack()
        tester.screen(PromptScreen.self)?.press("Discard")
        tester.expectNavigation([.presented(PromptScreen.self), .dismissed(PromptScreen.self), .popped(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "Sign up")
    }

    @Test func createAccountIsTheOutput() {
        let tester = FlowTester(SignUpFlow())
        tester.screen(PromptScreen.self)?.press("Read terms")
        tester.screen(PromptScreen.self)?.press("Accept")
        tester.screen(PromptScreen.self)?.press("Next")
        tester.screen(PromptScreen.self)?.press("Toggle newsletter")
        tester.screen(PromptScreen.self)?.press("Create account")
        tester.expectEvents([.output(.signedUp(newsletter: true))])
    }
}
