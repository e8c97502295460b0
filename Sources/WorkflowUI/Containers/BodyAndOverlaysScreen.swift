/// A body screen with overlays (modals, sheets, alerts) over it, lowest first.
///
/// Render this type whether or not any overlay is shown, so that the container stays the
/// same and showing a modal never rebuilds the body's view. While a modal overlay is shown,
/// the body and the overlays below it take no input: their environment's
/// ``ViewEnvironment/isInputEnabled`` is `false`.
public struct BodyAndOverlaysScreen<Body: Screen>: Screen {
    /// The screen under the overlays.
    public var body: Body
    /// The overlays, lowest first.
    public var overlays: [Overlay]

    /// Shows `overlays` over `body`.
    public init(body: Body, overlays: [Overlay] = []) {
        self.body = body
        self.overlays = overlays
    }
}

extension BodyAndOverlaysScreen: AnyBodyAndOverlaysScreen {
    /// ``body`` as a screen of any type.
    public var bodyScreen: any Screen { body }
}

/// A ``BodyAndOverlaysScreen`` of any body type, for backends' container views.
public protocol AnyBodyAndOverlaysScreen: Screen {
    /// The screen under the overlays, type-erased so that a container view can show it.
    var bodyScreen: any Screen { get }
    /// The overlays, lowest first.
    var overlays: [Overlay] { get }
}

extension AnyBodyAndOverlaysScreen {
    /// The body's screen, then each overlay's, lowest first.
    public var layerScreens: [any Screen] {
        [bodyScreen] + overlays.map(\.screen)
    }

    /// Whether each layer takes input: the body first, then each overlay, lowest first. A
    /// layer takes input unless a modal overlay is above it.
    @_spi(Backend) public var inputEnabledByLayer: [Bool] {
        let layerCount = overlays.count + 1
        // The index of the topmost modal overlay, counting the body as layer 0.
        let topModalLayer = overlays.lastIndex(where: \.isModal).map { $0 + 1 }
        return (0..<layerCount).map { layer in topModalLayer.map { layer >= $0 } ?? true }
    }

    /// The environment of each layer, the body first: input is disabled under a modal.
    @_spi(Backend) public func layerEnvironments(in environment: ViewEnvironment) -> [ViewEnvironment] {
        inputEnabledByLayer.map { enabled in
            enabled ? environment : environment.setting(InputEnabledKey.self, to: false)
        }
    }
}

/// Whether a screen's view takes input.
public enum InputEnabledKey: ViewEnvironmentKey {
    /// `true`.
    public static var defaultValue: Bool { true }
}

extension ViewEnvironment {
    /// Whether the screen's view takes input: `false` under a modal overlay.
    public var isInputEnabled: Bool { self[InputEnabledKey.self] }
}
