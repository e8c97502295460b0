@_spi(Backend) import WorkflowUI

/// Shows a ``BackStackScreen``: only the top frame's view, keeping each frame's view (and so
/// its focus and scroll position) while the frame stays in the stack. Escape, when nothing
/// inside handled it, goes back if the top frame can.
final class BackStackContainerView: TerminalView {
    private var slots: [BackStackScreen.FrameIdentity: ScreenSlot] = [:]
    private var topEnvironment = ViewEnvironment.empty
    /// Kept across renderings, so that the frames' environments stay the same ones and equal
    /// screens in them are not shown again.
    private let goBack = GoBackForwarder()

    static func description(of stack: BackStackScreen) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "backStack", build: { BackStackContainerView() }) { view, environment in
            view.show(stack, in: environment)
        }
    }

    private func show(_ stack: BackStackScreen, in environment: ViewEnvironment) {
        let environments = stack.frameEnvironments(in: environment, goingBackThrough: goBack)
        // Frames below the top keep their slots but are not updated: they are not shown.
        slots = slots.filter { identity, _ in stack.frames.contains { $0.identity == identity } }
        let top = stack.top
        let slot = slots[top.identity] ?? ScreenSlot()
        slots[top.identity] = slot
        topEnvironment = environments[environments.count - 1]
        slot.show(top.screen, in: topEnvironment)
        setChildren([slot.view])
    }

    /// The size the top frame's view asks for, so that a back stack in a modal box is only as
    /// large as the screen it shows.
    override func measure(proposal: TerminalSize) -> TerminalSize {
        children.first?.measure(proposal: proposal) ?? proposal
    }

    /// Escape goes back from the top frame when its environment says it can.
    override var keyBindings: [KeyBinding] {
        guard topEnvironment.canGoBack, let goBack = topEnvironment.goBack else { return [] }
        return [KeyBinding(.escape, "back") { _ in goBack() }]
    }
}
