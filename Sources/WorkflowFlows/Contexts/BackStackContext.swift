/// A back stack the flow can push frames onto and pop them from: the flow renders its own
/// non-empty run of frames, ``BackStackContent``, and the placer puts them in the parent's
/// stack (after the parent's frames, or as the whole stack).
///
/// Going back from the flow's first frame leaves the flow, unless that frame handles going
/// back itself.
public enum BackStackContext: NavigationContext {
    /// The flow's frames.
    public typealias Content = BackStackContent

    /// The first frame goes back by calling `leave`, unless the flow gave it a handler.
    public static func content(_ content: BackStackContent, leavingThrough leave: @escaping () -> Void) -> BackStackContent {
        content.withFirstFrameGoingBack(by: leave)
    }
}
