@_spi(Backend) import WorkflowUI

/// How each screen type that is a ``TerminalScreen`` is described, found once per type.
///
/// A screen reaches the backend as `any Screen`; a cast to `any TerminalScreen` would search
/// the conformance tables for every screen of every rendering. The first screen of a type
/// opens its metatype instead, making a describer that casts later screens to that concrete
/// type: a comparison of two type pointers.
enum TerminalScreenDescribers {
    /// Keyed by the screen's dynamic type; `nil` for a type that is not a `TerminalScreen`.
    private static let describers = ScreenTypeMemo<(any TerminalScreenDescriber)?>()

    /// The describer for screens of `screenType`, or `nil` if it is not a `TerminalScreen`.
    static func describer(for screenType: any Screen.Type) -> (any TerminalScreenDescriber)? {
        describers.value(for: screenType) { screenType in
            (screenType as? any TerminalScreen.Type).map { describer(of: $0) }
        }
    }

    private static func describer<Shown: TerminalScreen>(of _: Shown.Type) -> any TerminalScreenDescriber {
        TypedTerminalScreenDescriber<Shown>()
    }
}

/// Describes the screens of one ``TerminalScreen`` type.
protocol TerminalScreenDescriber: Sendable {
    func describe(_ screen: any Screen, in environment: ViewEnvironment) -> ViewDescription<TerminalBackend>
}

private struct TypedTerminalScreenDescriber<Shown: TerminalScreen>: TerminalScreenDescriber {
    func describe(_ screen: any Screen, in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        // Only screens of this very type are given this describer (it is looked up by the
        // screen's dynamic type), so the cast cannot fail.
        (screen as! Shown).terminalViewDescription(in: environment)
    }
}
