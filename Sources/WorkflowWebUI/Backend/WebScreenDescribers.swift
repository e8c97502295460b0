@_spi(Backend) import WorkflowUI

/// How each screen type that is a ``WebScreen`` is described, found once per type.
///
/// A screen reaches the backend as `any Screen`. Casting it to `any WebScreen` searches the
/// conformance tables every time (over a thousand instructions, on every update of every view);
/// the first cast of a type instead opens its metatype once, making a describer that knows the
/// concrete type, for which the cast is a comparison of two type pointers.
enum WebScreenDescribers {
    /// Keyed by the screen's dynamic type; `nil` for a type that is not a `WebScreen`.
    private static let describers = ScreenTypeMemo<(any WebScreenDescriber)?>()

    /// The describer for screens of `screenType`, or `nil` if it is not a `WebScreen`.
    static func describer(for screenType: any Screen.Type) -> (any WebScreenDescriber)? {
        describers.value(for: screenType) { screenType in
            (screenType as? any WebScreen.Type).map { describer(of: $0) }
        }
    }

    private static func describer<Shown: WebScreen>(of _: Shown.Type) -> any WebScreenDescriber {
        TypedWebScreenDescriber<Shown>(kind: .named(after: Shown.self))
    }
}

/// Describes the screens of one ``WebScreen`` type.
protocol WebScreenDescriber: Sendable {
    func describe(_ screen: any Screen) -> ViewDescription<WebBackend>
}

private struct TypedWebScreenDescriber<Shown: WebScreen>: WebScreenDescriber {
    /// Building a view and telling whether one can be updated depend only on the kind: made
    /// once for the type, so that describing a screen makes one closure of its own, the update
    /// that holds the screen.
    private let template: ViewDescriptionTemplate<WebBackend>

    init(kind: ViewKind) {
        template = ViewDescriptionTemplate(
            kind: kind,
            build: { environment in ViewDescription.buildView(kind: kind, in: environment) },
            canUpdate: { view in view.kind == kind }
        )
    }

    func describe(_ screen: any Screen) -> ViewDescription<WebBackend> {
        // Only screens of this very type are given this describer (it is looked up by the
        // screen's dynamic type), so the cast cannot fail.
        let screen = screen as! Shown
        return template.describing { view, environment in view.update(to: screen.webContent(in: environment), in: environment) }
    }
}
