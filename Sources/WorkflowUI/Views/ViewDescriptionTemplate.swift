/// What the descriptions of one screen type share, made once for the type: the kind of view,
/// how to build one, and which views an update can show a screen in. Each screen then adds
/// only its update, the one closure that holds the screen (``describing(update:)``).
///
/// For backends that describe every screen of a type alike. A closure value of a concrete
/// type, made once and handed to ``ViewDescription``'s initializer for each screen, is wrapped
/// to fit the generic description every time: an allocation per closure per description. A
/// template stores its closures in the description's own form, and each description only
/// copies them.
///
/// ```swift
/// let template = ViewDescriptionTemplate<MyBackend>(kind: kind, build: { _ in MyView(kind: kind) }, canUpdate: { $0.kind == kind })
/// let description = template.describing { view, environment in view.show(screen, in: environment) }
/// ```
@_spi(Backend) public struct ViewDescriptionTemplate<Backend: ViewBackend>: Sendable {
    let kind: ViewKind
    let build: @Sendable (ViewEnvironment) -> Backend.View
    let canUpdate: @Sendable (Backend.View) -> Bool

    /// A template for views of `kind`, made by `build`; `canUpdate` tells which existing views
    /// a description made from it can update.
    public init(
        kind: ViewKind, build: @escaping @Sendable (ViewEnvironment) -> Backend.View, canUpdate: @escaping @Sendable (Backend.View) -> Bool
    ) {
        self.kind = kind
        self.build = build
        self.canUpdate = canUpdate
    }

    /// A description of one screen: this template's kind, building and check, and `update`.
    public func describing(update: @escaping (Backend.View, ViewEnvironment) -> Void) -> ViewDescription<Backend> {
        ViewDescription(self, update: update)
    }
}
