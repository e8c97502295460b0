public import WorkflowUI

/// A flow's one screen and what it presents over it: what a flow in a ``PresentationContext``
/// renders.
public struct PresentedContent {
    /// The flow's screen.
    public var screen: AnyScreen
    /// Called when the person dismisses the screen (Escape in a terminal). `nil` (the default)
    /// leaves the flow (``FlowEvent/dismissedByUser``).
    public var onDismiss: (() -> Void)?
    /// What the flow shows over its screen, lowest first: usually child flows placed with
    /// ``ScreenPlacer/presented(on:)-(PresentedContent)``.
    public var overlays: [Overlay]

    /// Content showing `screen` with nothing over it.
    public init(_ screen: any Screen, onDismiss: (() -> Void)? = nil, overlays: [Overlay] = []) {
        self.screen = AnyScreen(screen)
        self.onDismiss = onDismiss
        self.overlays = overlays
    }

    /// The screen as a modal overlay, then the overlays over it: the layers a placer that
    /// presents this content puts over the parent's screen.
    public var modalLayers: [Overlay] {
        [Overlay(screen, isModal: true, onDismiss: onDismiss)] + overlays
    }
}
