/// Values that containers pass down the view tree when they update their children: themes,
/// whether a frame can go back, whether input is enabled, the view registry.
///
/// It is immutable: reading a key gives its value or the key's default, and
/// ``setting(_:to:)`` returns a new environment, which a container passes to the children
/// it concerns. A screen can change the environment of its content with
/// ``Screen/adaptingEnvironment(_:)``.
///
/// Setting a key to an `Equatable` value that is equal to the one it was last set to on the
/// same environment gives back the very environment made then, so an environment derived the
/// same way on every rendering (a back stack's frames, the layers under a modal) stays the
/// same one, and the screens shown in it can be skipped when they are equal to the last ones
/// (see <doc:ScreensEnvironmentAndContainers#What-makes-a-screen-cheap>).
public struct ViewEnvironment {
    private let storage: ViewEnvironmentStorage

    /// An environment in which every key has its default value.
    public static var empty: ViewEnvironment { ViewEnvironment(storage: ViewEnvironmentStorage()) }

    private init(storage: ViewEnvironmentStorage) {
        self.storage = storage
    }

    /// The value for `key`, or its default.
    public subscript<Key: ViewEnvironmentKey>(key: Key.Type) -> Key.Value {
        guard let value = storage.value(for: ObjectIdentifier(key)) else { return Key.defaultValue }
        // Only setting(_:to:) stores values, always as Key.Value under Key's identifier.
        guard let typed = value as? Key.Value else {
            fatalError("internal: ViewEnvironment holds a \(type(of: value)) for \(Key.self)")
        }
        return typed
    }

    /// This environment with `key` set to `value`.
    public func setting<Key: ViewEnvironmentKey>(_ key: Key.Type, to value: Key.Value) -> ViewEnvironment {
        ViewEnvironment(storage: storage.setting(ObjectIdentifier(key), to: value))
    }

    /// Whether `other` is this very environment (or a copy of it), so that every key reads the
    /// same in both. Cheap: it compares one reference. `false` says nothing either way: two
    /// environments made apart may still hold equal values.
    func isIdentical(to other: ViewEnvironment) -> Bool {
        storage === other.storage
    }
}
