/// Binds screen types to views of one backend, apart from the screens: the way to show a
/// screen that knows nothing of the backend, or to re-theme one without touching the
/// workflow that renders it.
///
/// Containers find a screen's view in this order: the registry in their environment, then
/// the screen's own binding to the backend, then the backend's built-in containers; if none
/// knows the screen, the lookup fails with a ``ViewBindingError`` naming its type.
///
/// ```swift
/// var registry = ViewRegistry<TerminalBackend>()
/// try registry.register(InboxScreen.self) { screen, environment in
///     InboxListView.description(for: screen)
/// }
/// ```
public struct ViewRegistry<Backend: ViewBackend> {
    private struct Binding {
        let screenType: String
        let describe: (any Screen, ViewEnvironment) -> ViewDescription<Backend>
    }

    /// `nil` until a type is bound. The environment makes an empty registry whenever it is
    /// read without one, which is on every view update of most apps: an empty dictionary of this
    /// generic type costs a look-up of its metadata to make, where `nil` costs nothing.
    private var storage: [ObjectIdentifier: Binding]?

    private var bindings: [ObjectIdentifier: Binding] {
        storage ?? [:]
    }

    /// Binds `id`, changing the dictionary in place: taken out of `storage` while it changes,
    /// so that it is not shared and copied.
    private mutating func bind(_ id: ObjectIdentifier, to binding: Binding) {
        var bindings = storage.take() ?? [:]
        bindings[id] = binding
        storage = bindings
    }

    /// An empty registry.
    public init() {}

    /// The number of bound screen types.
    public var count: Int { storage?.count ?? 0 }

    /// Binds `screenType` to the views `describe` makes.
    ///
    /// - Throws: ``ViewBindingError/duplicateBinding(screenType:backend:)`` if the type is
    ///   already bound; use ``overriding(with:)`` to replace a binding.
    public mutating func register<S: Screen>(
        _ screenType: S.Type,
        _ describe: @escaping (S, ViewEnvironment) -> ViewDescription<Backend>
    ) throws(ViewBindingError) {
        let id = ObjectIdentifier(screenType)
        guard storage?[id] == nil else {
            throw .duplicateBinding(screenType: String(describing: screenType), backend: String(describing: Backend.self))
        }
        bind(
            id,
            to: Binding(screenType: String(describing: screenType)) { screen, environment in
                guard let screen = screen as? S else {
                    // Bindings are looked up by the screen's own type identifier.
                    fatalError("internal: a \(type(of: screen)) reached the binding of \(S.self)")
                }
                return describe(screen, environment)
            })
    }

    /// The bindings of both registries.
    ///
    /// - Throws: ``ViewBindingError/duplicateBinding(screenType:backend:)`` naming a type both
    ///   bind.
    public func merging(_ other: ViewRegistry) throws(ViewBindingError) -> ViewRegistry {
        var merged = self
        for (id, binding) in other.bindings {
            guard merged.storage?[id] == nil else {
                throw .duplicateBinding(screenType: binding.screenType, backend: String(describing: Backend.self))
            }
            merged.bind(id, to: binding)
        }
        return merged
    }

    /// The bindings of both registries, `other`'s winning where both bind a type.
    public func overriding(with other: ViewRegistry) -> ViewRegistry {
        var merged = self
        for (id, binding) in other.bindings { merged.bind(id, to: binding) }
        return merged
    }

    /// The description of `screen` in the lookup order: wrappers unwrapped, then this registry,
    /// the screen's own binding, the backend's containers.
    ///
    /// - Throws: ``ViewBindingError/noBinding(screenType:backend:)`` naming the screen type.
    public func description(for screen: any Screen, in environment: ViewEnvironment) throws(ViewBindingError) -> ViewDescription<Backend> {
        let screen = AnyScreen.unwrap(screen)
        if let wrapper = contentScreens.cast(screen, { $0 as? any ContentScreen }) {
            return try description(for: wrapper.contentScreen, in: wrapper.contentEnvironment(environment))
                .adaptingEnvironment(wrapper.contentEnvironment)
        }
        if let storage, let binding = storage[ObjectIdentifier(type(of: screen))] {
            return binding.describe(screen, environment)
        }
        if let own = Backend.ownDescription(of: screen, environment: environment) {
            return own
        }
        if let builtIn = Backend.builtInDescription(of: screen, environment: environment) {
            return builtIn
        }
        throw .noBinding(screenType: String(describing: type(of: screen)), backend: String(describing: Backend.self))
    }
}

/// The screen types that are not wrappers (``ContentScreen``): most of them.
let contentScreens = FailedCastMemo()

/// The registry containers use for their children: set it on the root's environment.
public enum ViewRegistryKey<Backend: ViewBackend>: ViewEnvironmentKey {
    /// An empty registry: screens are found through their own bindings and the containers.
    public static var defaultValue: ViewRegistry<Backend> { ViewRegistry() }
}
