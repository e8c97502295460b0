import WorkflowPlatform

/// Chunks that freed ``KeptBlockPool``s left behind, for the next pool to cut blocks from
/// instead of asking `malloc`.
///
/// A host that renders a thousand nodes with partial rendering fills about thirty chunks. Where
/// hosts come and go (a web server's sessions, tests, a screen made again and again) each new
/// host asked `malloc` for all of them again, about 1 % of an initial render; from here a chunk
/// costs one uncontended lock, and it is usually still in the processor's cache.
///
/// The price is memory held for the life of the process: at most ``capacity`` chunks (about
/// 124 KiB with the shared cache); a pool that frees more gives the rest back to `free`. One
/// cache serves every thread, behind a lock taken once per chunk, never per block.
///
/// The lock is a `pthread_mutex_t`, not Synchronization's `Mutex`: on Linux a `Mutex` waits on
/// a bare futex, which ThreadSanitizer cannot see, and chunks pass from one host's thread to
/// another's through here, so users running their tests under it would see races that are not
/// there.
///
/// `@unchecked Sendable` because the compiler cannot see that lock: `addresses` is read and
/// written only inside ``withLock(_:)``, between `pthread_mutex_lock` and `pthread_mutex_unlock`
/// on `mutex`, and both stored pointers are set once in `init` and never change.
final class KeptChunkCache: @unchecked Sendable {
    /// The cache every pool uses.
    static let shared = KeptChunkCache(capacity: 128)

    /// The most chunks the cache holds.
    let capacity: Int
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The chunks, most recently given last. Guarded by `mutex`.
    private let addresses: UnsafeMutablePointer<[UnsafeMutableRawPointer]>

    init(capacity: Int) {
        self.capacity = capacity
        mutex = .allocate(capacity: 1)
        // Default attributes: a plain, non-recursive lock, which cannot fail to initialise.
        pthread_mutex_init(mutex, nil)
        addresses = .allocate(capacity: 1)
        addresses.initialize(to: [])
    }

    deinit {
        for chunk in addresses.pointee { free(chunk) }
        addresses.deinitialize(count: 1)
        addresses.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// A chunk a freed pool left, most recently freed first, or `nil` when there is none.
    func take() -> UnsafeMutableRawPointer? {
        withLock { $0.popLast() }
    }

    /// Keeps `chunks` for later pools, up to ``capacity``, and frees the rest. The caller gives
    /// up the chunks: no block in them may be in use.
    func give(_ chunks: [UnsafeMutableRawPointer]) {
        let kept = withLock { addresses in
            let kept = Swift.max(0, Swift.min(chunks.count, capacity - addresses.count))
            addresses.append(contentsOf: chunks.prefix(kept))
            return kept
        }
        for chunk in chunks.dropFirst(kept) { free(chunk) }
    }

    private func withLock<Result>(_ body: (inout [UnsafeMutableRawPointer]) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&addresses.pointee)
    }
}
