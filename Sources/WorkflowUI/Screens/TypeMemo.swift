public import Synchronization

/// Facts found out once per type and remembered for the life of the process: whether a cast to
/// a protocol failed (``FailedCastMemo``), the view kind named after a type
/// (``ViewKind/named(after:)``), a backend's describer for a screen type (``ScreenTypeMemo``).
/// Each is slow to find out and cannot change while the program runs.
///
/// This is the one lock of the UI modules (WorkflowUI and its terminal and web backends keep no
/// other), and this is why it is a lock and why a `Mutex`: the memos are process-wide and
/// shared by every host, whatever its isolation (a terminal app's main actor, each browser
/// session's actor on the web server's threads), so a look-up must be safe from any thread;
/// it holds the lock only for one dictionary search or insertion, so the standard library's
/// `Mutex`, stored inline and uncontended almost always, costs a pair of atomic operations and
/// adds no dependency.
@usableFromInline struct TypeMemo<Value: Sendable>: ~Copyable, Sendable {
    @usableFromInline let values = Mutex<[ObjectIdentifier: Value]>([:])

    /// What was remembered for `type`, if anything.
    @inlinable func value(for type: Any.Type) -> Value? {
        values.withLock { $0[ObjectIdentifier(type)] }
    }

    /// Remembers `value` for `type`.
    @inlinable func remember(_ value: Value, for type: Any.Type) {
        values.withLock { $0[ObjectIdentifier(type)] = value }
    }

    /// What was remembered for `type`, or else what `findOut` returns, now remembered.
    ///
    /// `findOut` runs outside the lock, so it may use other memos, or this one for another type.
    /// Two threads meeting a new type at once may both run it; it must give the same value for
    /// the same type.
    @inlinable func value(for type: Any.Type, findOut: () -> Value) -> Value {
        if let known = value(for: type) { return known }
        let found = findOut()
        remember(found, for: type)
        return found
    }
}
