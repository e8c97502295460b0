#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

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
    /// The chunks' addresses, as integers: a pointer is not `Sendable`, and the chunks belong
    /// to no one while they wait here.
    private let addresses: Mutex<[UInt]>

    init(capacity: Int) {
        self.capacity = capacity
        addresses = Mutex([])
    }

    deinit {
        addresses.withLock { for address in $0 { free(UnsafeMutableRawPointer(bitPattern: address)) } }
    }

    /// A chunk a freed pool left, most recently freed first, or `nil` when there is none.
    func take() -> UnsafeMutableRawPointer? {
        addresses.withLock { $0.popLast() }.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
    }

    /// Keeps `chunks` for later pools, up to ``capacity``, and frees the rest. The caller gives
    /// up the chunks: no block in them may be in use.
    func give(_ chunks: [UnsafeMutableRawPointer]) {
        let kept = addresses.withLock { addresses in
            let kept = Swift.max(0, Swift.min(chunks.count, capacity - addresses.count))
            for chunk in chunks.prefix(kept) { addresses.append(UInt(bitPattern: chunk)) }
            return kept
        }
        for chunk in chunks.dropFirst(kept) { free(chunk) }
    }
}
