/// A base screen with an optional ``Alert`` over it: workflow-swift's container of the same
/// name, for code ported from there. Backends show it as a ``BodyAndOverlaysScreen`` whose one
/// overlay is the alert, so the base keeps its view while an alert comes and goes.
///
/// New code can put ``Overlay/init(alert:key:)`` among a ``BodyAndOverlaysScreen``'s overlays
/// instead, next to modals and sheets.
public struct AlertContainerScreen<BaseScreen: Screen>: Screen {
    /// The screen under the alert.
    public var baseScreen: BaseScreen
    /// The alert shown over it, or `nil` for none.
    public var alert: Alert?

    /// Shows `alert`, if any, over `baseScreen`.
    public init(baseScreen: BaseScreen, alert: Alert? = nil) {
        self.baseScreen = baseScreen
        self.alert = alert
    }
}

extension AlertContainerScreen: AnyBodyAndOverlaysScreen {
    /// ``baseScreen`` as a screen of any type.
    public var bodyScreen: any Screen { baseScreen }

    /// The alert as the one overlay, or none.
    public var overlays: [Overlay] {
        alert.map { [Overlay(alert: $0)] } ?? []
    }
}
