@_spi(Backend) import WorkflowUI

/// Shows a ``BodyAndOverlaysScreen``: the body fills the view; each overlay is a bordered box
/// centred over it, as large as its content asks (up to most of the screen). Escape, when
/// nothing inside used it, dismisses the top overlay if it has ``WorkflowUI/Overlay/onDismiss``.
final class LayeredContainerView: TerminalView {
    private var slots: [ScreenSlot] = []
    private var boxes: [PanelView] = []
    private var dismissTop: (() -> Void)?

    static func description(of layered: any AnyBodyAndOverlaysScreen) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "bodyAndOverlays", build: { LayeredContainerView() }) { view, environment in
            view.show(layered, in: environment)
        }
    }

    private func show(_ layered: any AnyBodyAndOverlaysScreen, in environment: ViewEnvironment) {
        let screens = layered.layerScreens
        let environments = layered.layerEnvironments(in: environment)
        while slots.count < screens.count { slots.append(ScreenSlot()) }
        slots.removeLast(slots.count - screens.count)
        while boxes.count < screens.count - 1 { boxes.append(PanelView(isOpaque: true)) }
        boxes.removeLast(boxes.count - (screens.count - 1))
        for (index, slot) in slots.enumerated() {
            slot.show(screens[index], in: environments[index])
            if index > 0 {
                boxes[index - 1].content = slot.view
                boxes[index - 1].isInputEnabled = environments[index].isInputEnabled
            }
        }
        setChildren([slots[0].view] + boxes)
        dismissTop = layered.overlays.last?.onDismiss
    }

    /// Escape dismisses the top overlay when it can be dismissed. Keys reach this view only
    /// from views inside it that take input, which under a modal means the top layers.
    override func handle(_ key: Key) -> Bool {
        if key == .escape, let dismissTop {
            dismissTop()
            return true
        }
        return super.handle(key)
    }

    /// The body fills the frame; each overlay box is centred at the size it measures.
    override func layoutChildren() {
        guard let body = children.first else { return }
        body.layout(in: frame)
        let limit = TerminalSize(columns: max(10, frame.size.columns * 4 / 5), rows: max(3, frame.size.rows * 4 / 5))
        for box in boxes {
            box.layout(in: frame.centred(box.measure(proposal: limit)))
        }
    }
}
