/// Values that containers pass down the view tree when they update their children: themes,
/// whether a frame can go back, whether input is enabled, the view registry.
///
/// It is immutable: reading a key gives its value or the key's default, and
/// ``setting(_:to:)`` returns a new environment, which a container passes to the children
/// it concerns. A screen can change the environment of its content with
/// ``Screen/adaptingEnvironment(_:)``.
public struct ViewEnvironment {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An environment in which every key has its default value.
    public static var empty: ViewEnvironment { ViewEnvironment() }

    private init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ViewEnvironmentKey>(key: Key.Type) -> Key.Value {
        guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
        // Only setting(_:to:) stores values, always as Key.Value under Key's identifier.
        guard let typed = value as? Key.Value else {
            fatalError("internal: ViewEnvironment holds a \(type(of: value)) for \(Key.self)")
        }
        return typed
    }

    /// This environment with `key` set to `value`.
    public func setting<Key: ViewEnvironmentKey>(_ key: Key.Type, to value: Key.Value) -> ViewEnvironment {
        var copy = self
        copy.values[ObjectIdentifier(key)] = value
        return copy
    }
}
