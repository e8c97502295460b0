@_spi(Backend) import WorkflowUI

/// Shows a ``BodyAndOverlaysScreen``: the body fills the view; each overlay is a bordered box
/// over it, titled with ``WorkflowUI/Overlay/title``, laid out by its style: a
/// ``WorkflowUI/OverlayStyle/dialog`` centred, as large as its content asks (up to most of the
/// screen), a ``WorkflowUI/OverlayStyle/sheet`` along the bottom edge at full width, a
/// ``WorkflowUI/OverlayStyle/fullScreen`` over the whole body. An untitled overlay whose screen
/// draws its own border (a panel, an alert) gets no second one. Everything under a modal
/// overlay is drawn faint. Escape, when nothing inside used it, dismisses the top overlay if it
/// has ``WorkflowUI/Overlay/onDismiss``, so modal views need not handle it themselves.
///
/// Each layer keeps its view by identity (the body's, then each overlay's screen identity and
/// key), so an overlay keeps its focus while overlays below it come and go.
final class BodyAndOverlaysContainerView: TerminalView {
    private var bodySlot = ScreenSlot()
    private var overlayLayers: [String: OverlayLayer] = [:]
    private var dismissTop: (() -> Void)?
    /// What the hint footer says Escape does: "close", or an alert's cancel answer ("keep").
    private var dismissHint = "close"

    /// One overlay's slot and the box around it.
    private final class OverlayLayer {
        let slot = ScreenSlot()
        let box = PanelView(isOpaque: true)
        var style = OverlayStyle.dialog
    }

    static func description(of layered: any AnyBodyAndOverlaysScreen) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "bodyAndOverlays", build: { BodyAndOverlaysContainerView() }) { view, environment in
            view.show(layered, in: environment)
        }
    }

    private func show(_ layered: any AnyBodyAndOverlaysScreen, in environment: ViewEnvironment) {
        let environments = layered.layerEnvironments(in: environment)
        bodySlot.show(layered.bodyScreen, in: environments[0])
        var layers: [TerminalView] = [bodySlot.view]
        var kept: [String: OverlayLayer] = [:]
        for (index, (overlay, key)) in zip(layered.overlays, layered.overlays.uniqueIdentities).enumerated() {
            let layer = overlayLayers[key] ?? OverlayLayer()
            kept[key] = layer
            let layerEnvironment = environments[index + 1]
            layer.slot.show(overlay.screen, in: layerEnvironment)
            layer.style = overlay.style
            layer.box.content = layer.slot.view
            layer.box.title = overlay.title
            // A screen with its own border needs no second one, unless there is a title to show.
            layer.box.showsBorder = !(layer.slot.view.isBordered && overlay.title.isEmpty)
            layer.box.isInputEnabled = layerEnvironment.isInputEnabled
            if overlay.isModal && overlay.style != .fullScreen { layers.append(DimmingView()) }
            layers.append(layer.box)
        }
        overlayLayers = kept
        setChildren(layers)
        dismissTop = layered.overlays.last?.onDismiss
        dismissHint = layered.overlays.last?.screen.as(AlertScreen.self)?.alert.cancelAction?.title.lowercased() ?? "close"
    }

    /// Escape, when the top overlay can be dismissed. Keys reach this view only from views
    /// inside it that take input, which under a modal means the top layers.
    override var keyBindings: [KeyBinding] {
        guard let dismissTop else { return [] }
        return [KeyBinding(.escape, dismissHint) { _ in dismissTop() }]
    }

    /// The body and the dimming layers fill the frame; each overlay box goes where its style
    /// says, at the size it measures.
    override func layoutChildren() {
        let styles = Dictionary(uniqueKeysWithValues: overlayLayers.values.map { (ObjectIdentifier($0.box), $0.style) })
        let limit = TerminalSize(columns: max(10, frame.size.columns * 4 / 5), rows: max(3, frame.size.rows * 4 / 5))
        for child in children {
            guard let box = child as? PanelView, let style = styles[ObjectIdentifier(box)] else {
                child.layout(in: frame)
                continue
            }
            switch style {
            case .dialog:
                box.layout(in: frame.centred(box.measure(proposal: limit)))
            case .sheet:
                let size = box.measure(proposal: TerminalSize(columns: frame.size.columns, rows: limit.rows))
                box.layout(
                    in: TerminalRect(
                        column: frame.minColumn, row: frame.maxRow - size.rows,
                        columns: frame.size.columns, rows: size.rows
                    ))
            case .fullScreen:
                box.layout(in: frame)
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
