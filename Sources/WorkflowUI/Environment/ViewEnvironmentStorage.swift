/// The values of one ``ViewEnvironment``, shared by its copies. Values never change after
/// `init`, so two environments with the same storage read the same everywhere: what lets a
/// container tell in one comparison that a screen's environment did not change.
///
/// Containers derive their children's environments on every rendering (`canGoBack` for a back
/// stack's frames, `isInputEnabled` under a modal). So that such a derivation gives the same
/// environment each time, a storage remembers the environments last derived from it with
/// `Equatable` values, and hands one back when the same key is set to an equal value again.
final class ViewEnvironmentStorage {
    /// Each key set, once, with its value. A list, not a dictionary: an environment holds a
    /// handful of values, which a short scan finds faster than a hash, and every view keeps its
    /// environment, where a dictionary's table took about 280 bytes.
    private let values: [(key: ObjectIdentifier, value: Any)]
    /// Environments derived from this one, the most recent last. A few are enough: containers
    /// derive one or two per key (a back stack's bottom frame and the frames above it).
    private var derived: [Derivation] = []
    private static let derivedLimit = 8

    private struct Derivation {
        let key: ObjectIdentifier
        let value: Any
        let storage: ViewEnvironmentStorage
    }

    /// Storage with no values: every key reads its default.
    init() {
        values = []
    }

    private init(values: [(key: ObjectIdentifier, value: Any)]) {
        self.values = values
    }

    /// The value set for `key`, if one was.
    func value(for key: ObjectIdentifier) -> Any? {
        for entry in values where entry.key == key { return entry.value }
        return nil
    }

    /// The storage with `key` set to `value`: this one if it holds an equal value already, one
    /// derived before with an equal value, or a new one.
    func setting<Value>(_ key: ObjectIdentifier, to value: Value) -> ViewEnvironmentStorage {
        // Values that are not Equatable (closures, most often) cannot be recognized again, so
        // each setting makes a new environment, which is never wrongly taken as unchanged. The
        // type is asked rather than the value, which a cast would unwrap if it is optional.
        guard let equatable = Value.self as? any Equatable.Type else { return adding(key, value) }
        if let current = self.value(for: key), equatable.isEqual(current, value) { return self }
        if let index = derived.lastIndex(where: { $0.key == key && equatable.isEqual($0.value, value) }) {
            return derived[index].storage
        }
        let storage = adding(key, value)
        if derived.count == Self.derivedLimit { derived.removeFirst() }
        derived.append(Derivation(key: key, value: value, storage: storage))
        return storage
    }

    private func adding(_ key: ObjectIdentifier, _ value: Any) -> ViewEnvironmentStorage {
        var values = values
        if let index = values.firstIndex(where: { $0.key == key }) {
            values[index].value = value
        } else {
            // Sized exactly: the list is never added to again.
            var grown = [(key: ObjectIdentifier, value: Any)]()
            grown.reserveCapacity(values.count + 1)
            grown.append(contentsOf: values)
            grown.append((key, value))
            values = grown
        }
        return ViewEnvironmentStorage(values: values)
    }
}

extension Equatable {
    /// Whether both values are of this type and equal.
    fileprivate static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
        return lhs == rhs
    }
}
