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
final class KeptChunkCache: Sendable {
    /// The cache every pool uses.
    static let shared = KeptChunkCache(capacity: 128)

    /// The most chunks the cache holds.
    let capacity: Int
    /// The chunks, most recently given last (``Locked`` says why this lock).
    private let addresses = Locked<[UnsafeMutableRawPointer]>([])

    init(capacity: Int) {
        self.capacity = capacity
    }

    deinit {
        addresses.withLock { chunks in
            for chunk in chunks { free(chunk) }
        }
    }

    /// A chunk a freed pool left, most recently freed first, or `nil` when there is none.
    func take() -> UnsafeMutableRawPointer? {
        addresses.withLock { $0.popLast() }
    }

    /// Keeps `chunks` for later pools, up to ``capacity``, and frees the rest. The caller gives
    /// up the chunks: no block in them may be in use.
    func give(_ chunks: [UnsafeMutableRawPointer]) {
        let kept = addresses.withLock { addresses in
            let kept = Swift.max(0, Swift.min(chunks.count, capacity - addresses.count))
            addresses.append(contentsOf: chunks.prefix(kept))
            return kept
        }
        for chunk in chunks.dropFirst(kept) { free(chunk) }
    }
}
