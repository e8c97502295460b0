// expect: requires the types 'TermsFlow.RequiredContext' (aka 'PresentationContext') and 'BackStackContext' be equivalent
// The terms flow shows one screen that can be dismissed; pushing it onto a stack would give it
// a context it does not know how to use.
import Workflow
import WorkflowFlows
import WorkflowSamples
import WorkflowUI

struct Parent: Workflow {
    func render(state: Void, context: RenderContext<Parent>) -> BackStackScreen {
        TermsFlow().rendered(in: context, placer: .pushed(in: BackStackScreen(PromptScreen(title: "Menu", message: "", buttons: [])))) {
            _, _ in nil
        }
    }
}
