#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A node's last rendering, kept for partial tree rendering, in a heap block of its own.
///
/// Not a `Box<Rendering>` object: a class instance costs an object header, its metadata (a
/// generic type found by lookup in generic code), reference counting on every read and a
/// release chain to free, about 250 instructions per node that a plain allocation does not.
/// Not an `Optional<Rendering>` field either: in generic code every read or assignment of an
/// optional looks up the optional's type metadata.
///
/// The price is manual ownership, kept simple by two rules that ``WorkflowNode`` follows: the
/// value is always of one type (the node's `W.Rendering`), and ``discard(as:)`` runs before
/// the owner goes away. `~Copyable`, so no copy can free the block twice.
struct KeptRendering: ~Copyable {
    private var storage: UnsafeMutableRawPointer?

    init() {}

    /// Whether a rendering is kept.
    var isEmpty: Bool { storage == nil }

    /// A copy of the kept rendering. Only called when one is kept, as `Rendering`.
    func value<Rendering>(as type: Rendering.Type) -> Rendering {
        // Safe: `storage` was initialized with a `Rendering` by `keep(_:)`, the only writer.
        storage.unsafelyUnwrapped.assumingMemoryBound(to: Rendering.self).pointee
    }

    /// Keeps a copy of `rendering`, replacing the one kept before (of the same type).
    mutating func keep<Rendering>(_ rendering: Rendering) {
        if let storage {
            storage.assumingMemoryBound(to: Rendering.self).pointee = rendering
        } else {
            let block = Self.allocate(for: Rendering.self)
            block.initializeMemory(as: Rendering.self, to: rendering)
            storage = block
        }
    }

    /// Destroys the kept rendering, if any, and frees its block.
    mutating func discard<Rendering>(as type: Rendering.Type) {
        guard let storage else { return }
        // `move()` destroys through the type's value witness; `deinitialize(count:)` would go
        // through the runtime's array loop for a single value.
        _ = storage.assumingMemoryBound(to: Rendering.self).move()
        if MemoryLayout<Rendering>.alignment <= Self.mallocAlignment {
            free(storage)
        } else {
            storage.deallocate()
        }
        self.storage = nil
    }

    /// What `malloc` guarantees on the 64-bit platforms this runs on.
    private static let mallocAlignment = 16

    /// A block for one `Rendering`. `malloc` directly for ordinary alignments: in generic code
    /// Swift's own allocation takes the aligned-allocation path (`posix_memalign`), which
    /// costs about twice as much.
    private static func allocate<Rendering>(for type: Rendering.Type) -> UnsafeMutableRawPointer {
        let size = Swift.max(MemoryLayout<Rendering>.size, 1)
        if MemoryLayout<Rendering>.alignment <= mallocAlignment, let block = malloc(size) {
            return block
        }
        return UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Rendering>.alignment)
    }
}
