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
                #expect(content.frames[0].onGoBack == nil)  // Its parent's placer decides.
                content.top.onGoBack?()
            }
            .assert(action: TutorialFlow.Action.back)
            .assert(state: [.welcome])
    }
}

/// Sign-up's first step needs a long enough password and the terms box ticked; it composes the
/// terms flow, and intercepts back on its profile step.
@MainActor
@Suite struct SignUpFlowTests {
    /// Types a valid password and accepts the terms through the terms flow.
    private func fillInFirstStep(_ tester: FlowTester<SignUpFlow>) {
        tester.screen(SignUpScreen.self)?.onPasswordChanged("correct horse")
        tester.screen(SignUpScreen.self)?.onReadTerms()
        tester.screen(PromptScreen.self)?.press("Accept")
    }

    @Test func nextNeedsALongEnoughPasswordAndTheTermsTicked() throws {
        let tester = FlowTester(SignUpFlow())
        tester.expectNavigation([.pushed(SignUpScreen.self)])
        var first = try #require(tester.screen(SignUpScreen.self))
        #expect(first.onNext == nil)
        #expect(first.status == "The password needs at least 8 characters (0 so far).")

        first.onPasswordChanged("secret")
        first = try #require(tester.screen(SignUpScreen.self))
        #expect(first.password == "secret")
        #expect(first.status == "The password needs at least 8 characters (6 so far).")
        first.onPasswordChanged("secret12")
        first = try #require(tester.screen(SignUpScreen.self))
        #expect(first.status == "Accept the terms to go on.")
        #expect(first.onNext == nil)

        first.onToggleTerms()
        first = try #require(tester.screen(SignUpScreen.self))
        #expect(first.termsAccepted)
        #expect(first.status == "Ready: press Next.")
        let next = try #require(first.onNext)
        next()
        tester.expectNavigation([.pushed(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "Profile")
    }

    @Test func clearingTheTermsBoxTakesNextAwayAgain() throws {
        let tester = FlowTester(SignUpFlow())
        fillInFirstStep(tester)
        #expect(tester.screen(SignUpScreen.self)?.onNext != nil)
        tester.screen(SignUpScreen.self)?.onToggleTerms()
        let first = try #require(tester.screen(SignUpScreen.self))
        #expect(!first.termsAccepted)
        #expect(first.onNext == nil)
    }

    @Test func aPlanIsChosenFromTheRadioGroupAndAnOutOfRangeIndexIsIgnored() throws {
        let tester = FlowTester(SignUpFlow())
        var first = try #require(tester.screen(SignUpScreen.self))
        #expect(first.plans == ["Free", "Pro", "Team"])
        #expect(first.selectedPlan == 0)
        first.onSelectPlan(2)
        first = try #require(tester.screen(SignUpScreen.self))
        #expect(first.selectedPlan == 2)
        first.onSelectPlan(7)
        #expect(tester.screen(SignUpScreen.self)?.selectedPlan == 2)
    }

    @Test func readingTheTermsPresentsTheTermsFlowAndAcceptingTicksTheBox() {
        let tester = FlowTester(SignUpFlow())
        tester.expectNavigation([.pushed(SignUpScreen.self)])
        tester.screen(SignUpScreen.self)?.onReadTerms()
        tester.expectNavigation([.presented(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "Terms of service")

        tester.screen(PromptScreen.self)?.press("Accept")
        tester.expectNavigation([.dismissed(PromptScreen.self)])
        #expect(tester.screen(SignUpScreen.self)?.termsAccepted == true)
    }

    @Test func declinedOrDismissedTermsLeaveTheBoxClear() {
        let tester = FlowTester(SignUpFlow())
        tester.screen(SignUpScreen.self)?.onToggleTerms()
        tester.screen(SignUpScreen.self)?.onReadTerms()
        tester.screen(PromptScreen.self)?.press("Decline")
        #expect(tester.screen(SignUpScreen.self)?.termsAccepted == false)

        tester.screen(SignUpScreen.self)?.onReadTerms()
        tester.goBack()  // Escape on the terms dismisses them, not sign-up.
        tester.expectNavigation([
            .pushed(SignUpScreen.self), .presented(PromptScreen.self), .dismissed(PromptScreen.self), .presented(PromptScreen.self),
            .dismissed(PromptScreen.self),
        ])
        #expect(tester.screen(SignUpScreen.self)?.termsAccepted == false)
        #expect(tester.isRunning)
        tester.expectEvents([])
    }

    @Test func backFromAChangedProfileAsksBeforeDiscarding() {
        let tester = FlowTester(SignUpFlow())
        fillInFirstStep(tester)
        tester.screen(SignUpScreen.self)?.onNext?()
        tester.screen(PromptScreen.self)?.press("Toggle newsletter")
        tester.expectNavigation([
            .pushed(SignUpScreen.self), .presented(PromptScreen.self), .dismissed(PromptScreen.self), .pushed(PromptScreen.self),
        ])

        tester.goBack()
        tester.expectNavigation([.presented(PromptScreen.self)])
        #expect(tester.screen(PromptScreen.self)?.title == "Discard changes?")
        tester.screen(PromptScreen.self)?.press("Keep")
        tester.expectNavigation([.dismissed(PromptScreen.self)])

        tester.goBack()
        tester.screen(PromptScreen.self)?.press("Discard")
        tester.expectNavigation([.presented(PromptScreen.self), .dismissed(PromptScreen.self), .popped(PromptScreen.self)])
        #expect(tester.screen(SignUpScreen.self)?.password == "correct horse")
    }

    @Test func createAccountIsTheOutputWithThePlanAndTheNewsletterChoice() {
        let tester = FlowTester(SignUpFlow())
        fillInFirstStep(tester)
        tester.screen(SignUpScreen.self)?.onSelectPlan(1)
        tester.screen(SignUpScreen.self)?.onNext?()
        #expect(tester.screen(PromptScreen.self)?.message == "Plan: Pro. Newsletter: no.")
        tester.screen(PromptScreen.self)?.press("Toggle newsletter")
        tester.screen(PromptScreen.self)?.press("Create account")
        tester.expectEvents([.output(.signedUp(plan: .pro, newsletter: true))])
    }
}
