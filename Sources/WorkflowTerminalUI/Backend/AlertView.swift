@_spi(Backend) import WorkflowUI

/// An ``WorkflowUI/AlertScreen`` as a box titled with the alert's title: the message, wrapped,
/// then a row of buttons, a destructive one in the theme's error colour. Tab moves between the
/// buttons, Enter chooses one (the hint footer names it), and Escape chooses the cancel button
/// through the overlay's dismissal (``BodyAndOverlaysContainerView``).
final class AlertView: TerminalView {
    private let panel = PanelView(isOpaque: true)
    private let message = TextView(wraps: true)
    private let buttonRow = StackView(.horizontal, spacing: 2)
    private let content = StackView(.vertical, spacing: 1)
    private var buttons: [ButtonView] = []

    static func description(of screen: AlertScreen) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "alert", build: { AlertView() }) { view, _ in
            view.show(screen.alert)
        }
    }

    override init() {
        super.init()
        panel.content = content
        setChildren([panel])
    }

    /// The alert draws its own box, so the overlay adds no second border.
    override var isBordered: Bool { true }

    private func show(_ alert: Alert) {
        panel.title = alert.title
        message.text = alert.message
        // Keep the button views (and so the focus) while the alert's buttons keep their count.
        while buttons.count < alert.actions.count { buttons.append(ButtonView()) }
        buttons.removeLast(buttons.count - alert.actions.count)
        for (button, action) in zip(buttons, alert.actions) {
            button.title = action.title
            button.themeStyle = action.style == .destructive ? \.errorText : nil
            button.pressHint = action.title.lowercased()
            button.onPress = action.handler
        }
        buttonRow.setItems(buttons.map { ($0, .fit) })
        content.setItems((alert.message.isEmpty ? [] : [(message, .fit)]) + [(buttonRow, .fit)])
    }

    /// The panel's size: wide enough for the title and the buttons, the message wrapped within
    /// what is offered.
    override func measure(proposal: TerminalSize) -> TerminalSize {
        panel.measure(proposal: TerminalSize(columns: min(proposal.columns, 60), rows: proposal.rows))
    }

    override func layoutChildren() {
        panel.layout(in: frame)
    }
}
