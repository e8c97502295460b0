public import WorkflowUI

/// A flow's own run of back stack frames, first (lowest) to last (top): what a flow in a
/// ``BackStackContext`` renders. It is never empty.
///
/// Every frame above the first must say what going back from it does: usually an action that
/// pops it from the flow's state, or one that asks first ("discard changes?"). The first
/// frame's handler is optional: without one, going back from it leaves the flow
/// (``FlowEvent/dismissedByUser``).
public struct BackStackContent {
    /// One frame: a screen, the key that tells it apart from frames of the same screen type,
    /// and what going back from it does.
    public struct Frame {
        /// The frame's screen.
        public var screen: AnyScreen
        /// Tells apart frames whose screens are compatible; `""` by default.
        public var key: String
        /// Called when the person goes back from this frame while it is the top one.
        public var onGoBack: (() -> Void)?

        /// The frame as a frame of a ``/WorkflowUI/BackStackScreen``.
        public var backStackFrame: BackStackScreen.Frame {
            BackStackScreen.Frame(screen, key: key)
        }
    }

    /// The frames, first to last; never empty.
    public private(set) var frames: [Frame]

    /// Content of one frame showing `screen`.
    /// - Parameters:
    ///   - screen: The flow's first screen.
    ///   - key: Tells the frame apart from others of the same screen type, the parent's included.
    ///   - onGoBack: What going back from this frame does; `nil` (the default) leaves the flow.
    public init(_ screen: any Screen, key: String = "", onGoBack: (() -> Void)? = nil) {
        frames = [Frame(screen: AnyScreen(screen), key: key, onGoBack: onGoBack)]
    }

    /// Adds a frame on top.
    /// - Parameters:
    ///   - screen: The frame's screen.
    ///   - key: Tells the frame apart from others of the same screen type.
    ///   - onGoBack: What going back from it does, typically an action that removes it from the
    ///     flow's state.
    public mutating func push(_ screen: any Screen, key: String = "", onGoBack: @escaping () -> Void) {
        frames.append(Frame(screen: AnyScreen(screen), key: key, onGoBack: onGoBack))
    }

    /// Adds another flow's frames on top: how ``ScreenPlacer/pushed(in:)-(BackStackContent)``
    /// places a child flow. The other content's first frame keeps its own back handler.
    public mutating func push(_ content: BackStackContent) {
        frames += content.frames
    }

    /// The top frame.
    public var top: Frame {
        // `frames` starts with one frame and only grows, so it is never empty.
        frames[frames.count - 1]
    }

    /// The frames as a back stack of their own, whose back action is the top frame's.
    public var backStackScreen: BackStackScreen {
        BackStackScreen(
            bottom: frames[0].backStackFrame,
            above: frames.dropFirst().map(\.backStackFrame),
            onGoBack: top.onGoBack
        )
    }

    /// This content with the first frame going back through `leave` if it had no handler.
    func withFirstFrameGoingBack(by leave: @escaping () -> Void) -> BackStackContent {
        var content = self
        if content.frames[0].onGoBack == nil { content.frames[0].onGoBack = leave }
        return content
    }
}
