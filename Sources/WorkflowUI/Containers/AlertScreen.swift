/// The screen of an ``Alert``: what an alert overlay shows. Every backend draws it itself (a
/// titled box in the terminal, a `dialog` with `role="alertdialog"` on the page), so it needs
/// no view of its own; it is rarely made directly: use ``Overlay/init(alert:key:)``.
public struct AlertScreen: Screen {
    /// The alert shown.
    public var alert: Alert

    /// The screen showing `alert`.
    public init(alert: Alert) {
        self.alert = alert
    }
}

extension Overlay {
    /// A modal dialog overlay showing `alert`; dismissing it (Escape) chooses the alert's
    /// ``Alert/cancelAction``, and an alert without one cannot be dismissed.
    ///
    /// - Parameters:
    ///   - alert: The alert to show.
    ///   - key: Tells it apart from other alerts shown at the same time.
    public init(alert: Alert, key: String = "") {
        self.init(AlertScreen(alert: alert), style: .dialog, key: key, isModal: true, onDismiss: alert.cancelAction?.handler)
    }
}
