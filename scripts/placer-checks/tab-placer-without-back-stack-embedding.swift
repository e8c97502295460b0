// expect: cannot convert value of type 'ScreenPlacer<PresentationContext, TabScreen.Tab>' to expected argument type 'ScreenPlacer<TutorialFlow.RequiredContext, TabScreen.Tab>' (aka 'ScreenPlacer<BackStackContext, TabScreen.Tab>')
// A tab holds one screen; the tutorial can go in a tab only with a back stack embedded in it.
import Workflow
import WorkflowFlows
import WorkflowSamples
import WorkflowUI

struct Parent: Workflow {
    func render(state: Void, context: RenderContext<Parent>) -> TabScreen.Tab {
        TutorialFlow().rendered(in: context, placer: ScreenPlacer.tabs(titled: ["A", "B"])[1]) { _, _ in nil }
    }
}
