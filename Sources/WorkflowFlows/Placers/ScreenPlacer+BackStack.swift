public import WorkflowUI

extension ScreenPlacer where Context == BackStackContext, Placed == BackStackScreen {
    /// Makes the flow's frames the whole of the stack `stack`, in place of the frames it had:
    /// the flow starts at the root. Going back from the top frame is the flow's.
    public static func root(of stack: BackStackScreen) -> Self {
        ScreenPlacer { content in content.backStackScreen }
    }

    /// Pushes the flow's frames after the frames of `stack`, the parent's own stack. While the
    /// flow runs its top frame is the stack's top, so going back is the flow's; going back
    /// from its first frame leaves it, back to the parent's frames.
    ///
    /// The flow's frames must not share an identity (screen type and key) with the parent's.
    public static func pushed(in stack: BackStackScreen) -> Self {
        ScreenPlacer { content in
            BackStackScreen(
                bottom: stack.frames[0],
                above: stack.frames.dropFirst() + content.frames.map(\.backStackFrame),
                onGoBack: content.top.onGoBack
            )
        }
    }
}

extension ScreenPlacer where Context == BackStackContext, Placed == BackStackContent {
    /// Pushes a child flow's frames after `content`, the frames of the flow that starts it.
    /// Going back from the child's first frame leaves the child, back to the parent's top.
    public static func pushed(in content: BackStackContent) -> Self {
        ScreenPlacer { child in
            var frames = content
            frames.push(child)
            return frames
        }
    }
}
