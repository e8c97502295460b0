// The control: every placement the gallery uses type-checks.
import Workflow
import WorkflowFlows
import WorkflowSamples
import WorkflowUI

struct Parent: Workflow {
    func makeInitialState() -> Bool { true }

    func render(state: Bool, context: RenderContext<Parent>) -> BackStackScreen {
        let stack = BackStackScreen(BodyAndOverlaysScreen(body: PromptScreen(title: "Menu", message: "", buttons: [])))
        let pushed = TutorialFlow().rendered(in: context, placer: .pushed(in: stack), key: "pushed") { state, event in
            switch event {
            case .output(.didPressSkip), .output(.didFinish), .dismissedByUser: state = false
            }
            return nil
        }
        let presented = TutorialFlow().rendered(
            in: context, placer: ScreenPlacer.presented(on: PromptScreen(title: "Menu", message: "", buttons: [])).embeddedInBackStack(),
            key: "presented"
        ) { _, _ in nil }
        let tab = TutorialFlow().rendered(in: context, placer: ScreenPlacer.tabs(titled: ["A", "B"])[1].embeddedInBackStack(), key: "tab") {
            _, _ in nil
        }
        let terms = TermsFlow().rendered(
            in: context, placer: .presented(on: PromptScreen(title: "Form", message: "", buttons: [])), key: "terms"
        ) { _, _ in nil }
        _ = (presented, tab, terms)
        return pushed
    }
}
