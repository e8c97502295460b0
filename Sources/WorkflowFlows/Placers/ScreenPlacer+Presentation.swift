public import WorkflowUI

extension ScreenPlacer where Context == PresentationContext {
    /// Presents the flow's screen as a modal overlay over `body`, the parent's screen, with
    /// whatever the flow presents over it above. Dismissing it (Escape) leaves the flow unless
    /// the flow handles dismissal.
    ///
    /// The result is a ``/WorkflowUI/BodyAndOverlaysScreen`` whether or not a flow is shown, so
    /// render the parent's screen in one even while no flow runs: the body keeps its view.
    public static func presented<Body: Screen>(on body: Body) -> Self where Placed == BodyAndOverlaysScreen<Body> {
        ScreenPlacer { content in BodyAndOverlaysScreen(body: body, overlays: content.modalLayers) }
    }

    /// Presents a child flow's screen over `content`, the screen of the flow that starts it,
    /// above what that flow already presents.
    public static func presented(on content: PresentedContent) -> Self where Placed == PresentedContent {
        ScreenPlacer { child in
            var parent = content
            parent.overlays += child.modalLayers
            return parent
        }
    }
}
