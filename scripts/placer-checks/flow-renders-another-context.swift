// expect: 'Flow' requires the types 'PresentedContent' and 'BackStackContext.Content' (aka 'BackStackContent') be equivalent
// A flow that says it needs a back stack must render back stack frames, not a presented screen.
import Workflow
import WorkflowFlows
import WorkflowSamples
import WorkflowUI

struct Confused: Flow {
    typealias RequiredContext = BackStackContext
    func render(state: Void, context: RenderContext<Confused>) -> PresentedContent {
        PresentedContent(PromptScreen(title: "?", message: "", buttons: []))
    }
}
