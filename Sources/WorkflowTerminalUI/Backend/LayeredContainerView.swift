@_spi(Backend) import WorkflowUI

/// Shows a ``BodyAndOverlaysScreen``: the body fills the view; each overlay is a bordered box
/// centred over it, titled with ``WorkflowUI/Overlay/title``, as large as its content asks (up
/// to most of the screen). An untitled overlay whose screen draws its own border (a panel)
/// gets no second one. Everything under a modal overlay is drawn faint. Escape, when
/// nothing inside used it, dismisses the top overlay if it has
/// ``WorkflowUI/Overlay/onDismiss``, so modal views need not handle it themselves.
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
        var layers: [TerminalView] = []
        for (index, slot) in slots.enumerated() {
            slot.show(screens[index], in: environments[index])
            guard index > 0 else {
                layers.append(slot.view)
                continue
            }
            let overlay = layered.overlays[index - 1]
            let box = boxes[index - 1]
            box.content = slot.view
            box.title = overlay.title
            // A screen with its own border needs no second one, unless there is a title to show.
            box.showsBorder = !(slot.view.isBordered && overlay.title.isEmpty)
            box.isInputEnabled = environments[index].isInputEnabled
            if overlay.isModal { layers.append(DimmingView()) }
            layers.append(box)
        }
        setChildren(layers)
        dismissTop = layered.overlays.last?.onDismiss
    }

    /// Escape, when the top overlay can be dismissed. Keys reach this view only from views
    /// inside it that take input, which under a modal means the top layers.
    override var keyBindings: [KeyBinding] {
        guard let dismissTop else { return [] }
        return [KeyBinding(.escape, "close") { _ in dismissTop() }]
    }

    /// The body and the dimming layers fill the frame; each overlay box is centred at the size
    /// it measures.
    override func layoutChildren() {
        let limit = TerminalSize(columns: max(10, frame.size.columns * 4 / 5), rows: max(3, frame.size.rows * 4 / 5))
        for child in children {
            if let box = child as? PanelView {
                box.layout(in: frame.centred(box.measure(proposal: limit)))
            } else {
                child.layout(in: frame)
            }
        }
    }
}

/// Draws what is already under it faint: the layer between a modal overlay and what it covers.
private final class DimmingView: TerminalView {
    override func draw(in canvas: inout TerminalCanvas) {
        canvas.restyle(frame) { $0.isDim = true }
    }
}
