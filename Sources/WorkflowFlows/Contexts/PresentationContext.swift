/// A place for one screen that the flow can present more screens over: the flow renders a
/// ``PresentedContent``, and the placer puts it where the parent wants it (as a modal over the
/// parent's screen, or in a tab).
///
/// Dismissing the flow's screen (Escape in a terminal) leaves the flow, unless the flow
/// handles dismissal itself.
public enum PresentationContext: NavigationContext {
    /// The flow's screen and what it presents over it.
    public typealias Content = PresentedContent

    /// The screen is dismissed by calling `leave`, unless the flow gave it a handler.
    public static func content(_ content: PresentedContent, leavingThrough leave: @escaping () -> Void) -> PresentedContent {
        var content = content
        if content.onDismiss == nil { content.onDismiss = leave }
        return content
    }
}
