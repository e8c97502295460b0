// expect: switch must be exhaustive
// A parent must say what happens when the person leaves the flow, not only when it finishes.
import Workflow
import WorkflowFlows
import WorkflowSamples
import WorkflowUI

struct Parent: Workflow {
    func makeInitialState() -> Bool { true }

    func render(state: Bool, context: RenderContext<Parent>) -> BackStackScreen {
        TutorialFlow().rendered(in: context, placer: .pushed(in: BackStackScreen(PromptScreen(title: "Menu", message: "", buttons: [])))) {
            state, event in
            switch event {
            case .output(.didPressSkip), .output(.didFinish): state = false
            }
            return nil
        }
    }
}
