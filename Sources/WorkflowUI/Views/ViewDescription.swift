/// How a backend shows one screen: what kind of view it needs, how to build one, how to update
/// one, and which existing views it can update.
///
/// Descriptions are made fresh for each screen value (their closures capture it), so `update`
/// always shows the latest screen.
public struct ViewDescription<Backend: ViewBackend> {
    /// The kind of view ``build(in:)`` makes.
    public let kind: ViewKind
    private let buildView: (ViewEnvironment) -> Backend.View
    private let updateView: (Backend.View, ViewEnvironment) -> Void
    private let canUpdateView: (Backend.View) -> Bool

    /// Makes a description.
    ///
    /// - Parameters:
    ///   - kind: The kind of view `build` makes.
    ///   - build: Makes a view showing the screen. The container calls `update` on it next,
    ///     so `build` may leave the content to `update`.
    ///   - update: Shows the screen in an existing view.
    ///   - canUpdate: Whether `update` works on a view; by default, whether the view is of
    ///     `kind`.
    public init(
        kind: ViewKind,
        build: @escaping (ViewEnvironment) -> Backend.View,
        update: @escaping (Backend.View, ViewEnvironment) -> Void,
        canUpdate: ((Backend.View) -> Bool)? = nil
    ) {
        self.kind = kind
        self.buildView = build
        self.updateView = update
        self.canUpdateView = canUpdate ?? { Backend.kind(of: $0) == kind }
    }

    /// A description of `template`'s kind, building and check, with `update` of its own.
    init(_ template: ViewDescriptionTemplate<Backend>, update: @escaping (Backend.View, ViewEnvironment) -> Void) {
        kind = template.kind
        buildView = template.build
        updateView = update
        canUpdateView = template.canUpdate
    }

    /// A new view showing the screen: built, then updated.
    public func build(in environment: ViewEnvironment) -> Backend.View {
        let view = buildView(environment)
        updateView(view, environment)
        return view
    }

    /// Shows the screen in `view`, which ``canUpdate(_:)`` accepted.
    public func update(_ view: Backend.View, in environment: ViewEnvironment) {
        updateView(view, environment)
    }

    /// Whether ``update(_:in:)`` can show the screen in `view`.
    public func canUpdate(_ view: Backend.View) -> Bool {
        canUpdateView(view)
    }

    /// This description, building and updating in the environment `adapt` makes from the
    /// container's.
    func adaptingEnvironment(_ adapt: @escaping (ViewEnvironment) -> ViewEnvironment) -> ViewDescription {
        ViewDescription(
            kind: kind,
            build: { [buildView] in buildView(adapt($0)) },
            update: { [updateView] in updateView($0, adapt($1)) },
            canUpdate: canUpdateView
        )
    }
}
