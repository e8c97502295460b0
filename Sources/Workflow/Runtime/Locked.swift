import WorkflowPlatform

/// A value behind a lock: the core's one lock, for the few things other threads reach (the
/// host's mailbox, the cache of kept chunks).
///
/// A `pthread_mutex_t`, not Synchronization's `Mutex`: on Linux a `Mutex` waits on a bare
/// futex, which ThreadSanitizer cannot see, so users running their tests under it would be
/// shown races that are not there (CI runs the whole suite under it).
///
/// `@unchecked Sendable` because the compiler cannot see that lock: `value` is read and written
/// only inside ``withLock(_:)``, between `pthread_mutex_lock` and `pthread_mutex_unlock` on
/// `mutex`, which is set once in `init` and never changes. As with `Mutex`, what goes in is
/// then reached from other threads: keep `Value` to what may be.
final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Guarded by `mutex`.
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        // Default attributes: a plain, non-recursive lock, which cannot fail to initialise.
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock. Not reentrant: `body` must not take it again.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
