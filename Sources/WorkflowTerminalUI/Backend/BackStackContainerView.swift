@_spi(Backend) import WorkflowUI

/// Shows a ``BackStackScreen``: only the top frame's view, keeping each frame's view (and so
/// its focus and scroll position) while the frame stays in the stack, under the top frame's
/// ``WorkflowUI/NavigationBar`` when it has one.
///
/// Escape, when nothing inside handled it, presses the bar's leading button (Back, Cancel), or
/// goes back if the frame has no bar and can go back; F2 presses the bar's trailing button.
final class BackStackContainerView: TerminalView {
    private var slots: [BackStackScreen.FrameIdentity: ScreenSlot] = [:]
    private var topEnvironment = ViewEnvironment.empty
    /// Kept across renderings, so that the frames' environments stay the same ones and equal
    /// screens in them are not shown again.
    private let goBack = GoBackForwarder()
    private let barView = NavigationBarView()
    private var hasBar = false

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
        if let bar = top.bar {
            barView.bar = bar.shown(in: topEnvironment)
            barView.isInputEnabled = topEnvironment.isInputEnabled
            hasBar = true
            setChildren([barView, slot.view])
        } else {
            hasBar = false
            setChildren([slot.view])
        }
    }

    /// The size the top frame's view asks for (and a row for the bar), so that a back stack in
    /// a modal box is only as large as the screen it shows.
    override func measure(proposal: TerminalSize) -> TerminalSize {
        guard let content = children.last else { return proposal }
        guard hasBar else { return content.measure(proposal: proposal) }
        let below = content.measure(proposal: TerminalSize(columns: proposal.columns, rows: max(0, proposal.rows - 1)))
        return TerminalSize(columns: proposal.columns, rows: min(proposal.rows, below.rows + 1))
    }

    /// The bar on the top row, the frame's view below it.
    override func layoutChildren() {
        guard hasBar, let content = children.last else {
            children.first?.layout(in: frame)
            return
        }
        barView.layout(
            in: TerminalRect(origin: frame.origin, size: TerminalSize(columns: frame.size.columns, rows: min(1, frame.size.rows))))
        content.layout(
            in: TerminalRect(
                column: frame.minColumn, row: frame.minRow + 1,
                columns: frame.size.columns, rows: max(0, frame.size.rows - 1)
            ))
    }

    /// Escape for the leading button (or going back), F2 for the trailing one.
    override var keyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        if hasBar, let leading = barView.bar?.leading {
            if let action = leading.action {
                bindings.append(KeyBinding(.escape, leading.isBack ? "back" : leading.title.lowercased()) { _ in action() })
            }
        } else if topEnvironment.canGoBack, let goBack = topEnvironment.goBack {
            bindings.append(KeyBinding(.escape, "back") { _ in goBack() })
        }
        if hasBar, let trailing = barView.bar?.trailing, let action = trailing.action {
            bindings.append(KeyBinding(.function(2), trailing.title.lowercased()) { _ in action() })
        }
        return bindings
    }
}
