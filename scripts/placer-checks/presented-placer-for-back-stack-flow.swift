// expect: requires the types 'TutorialFlow.RequiredContext' (aka 'BackStackContext') and 'PresentationContext' be equivalent
// The tutorial needs a back stack to push its finish screen; a placer that only presents a
// screen cannot give it one.
import Workflow
import WorkflowFlows
import WorkflowSamples
import WorkflowUI

struct Parent: Workflow {
    func render(state: Void, context: RenderContext<Parent>) -> BodyAndOverlaysScreen<PromptScreen> {
        TutorialFlow().rendered(in: context, placer: .presented(on: PromptScreen(title: "Menu", message: "", buttons: []))) { _, _ in nil }
    }
}
