import WorkflowPlatform

/// The memory that one host's kept renderings (``KeptRendering``) live in: blocks in sixteen
/// sizes, 16 to 256 bytes, cut from chunks that the pool owns, and reused through a free list
/// per size.
///
/// With partial tree rendering, every node of an initial render keeps a copy of its rendering,
/// and every node that ends frees one. From `malloc` that was one allocation and one free per
/// node, about 360 instructions with glibc (its per-thread cache holds only a few blocks per
/// size, so a render of a thousand nodes runs through its slower paths): half of what partial
/// rendering added to an initial render. Here a block costs a few instructions either way.
///
/// The price is memory held: a block freed goes back to its size's list, not to `malloc`, so a
/// host keeps the chunks of the most renderings it ever kept at once until it is freed, and then
/// leaves them in the ``KeptChunkCache`` for the next host. Chunks are just under 1 KiB (see
/// ``chunkBytes``), so a small host holds little. Larger renderings, and those aligned to more
/// than 16 bytes, use the system allocator as before.
///
/// Only the host's isolation touches a pool, like the rest of its runtime; the runtime outlives
/// every block, because it ends every node (which frees the node's block) before it is freed.
///
/// Two pointers to raw memory, not a class, which would be retained and released on every keep
/// and discard (see docs/benchmarks.md, round 5). Copies share the same memory, which the
/// owner (the runtime) gives up with ``deallocateAll()`` when it goes.
@usableFromInline
struct KeptBlockPool {
    /// The largest block the pool hands out; a larger rendering gets a block of its own.
    @usableFromInline static var largestBlock: Int { 256 }
    /// What every block's address is a multiple of: the flags of ``KeptRendering`` live in
    /// the low four bits.
    @usableFromInline static var blockAlignment: Int { 16 }

    /// Where new blocks are cut: the unused part of the newest chunk, from `unused` to `end`,
    /// as addresses (0 and 0 before the first chunk), so that the check for room is one
    /// subtraction and one comparison.
    @usableFromInline
    struct Cursor {
        @usableFromInline var unused: UInt = 0
        @usableFromInline var end: UInt = 0
        /// Every chunk, left in the ``KeptChunkCache`` (or freed) with the pool.
        var chunks: [UnsafeMutableRawPointer] = []
    }

    /// The first free block of each size (16, 32, … 256 bytes); a free block's first word
    /// holds the address of the next free block of its size.
    @usableFromInline let freeBlocks: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    @usableFromInline let cursor: UnsafeMutablePointer<Cursor>
    /// Under glibc's smallest "large" request (1,008 bytes): a large request makes `malloc`
    /// first merge all its recently freed small blocks, which cost a render of a thousand
    /// nodes about a tenth of its time when the chunks were larger.
    private static var chunkBytes: Int { 992 }

    init() {
        let sizes = Self.largestBlock / Self.blockAlignment
        freeBlocks = .allocate(capacity: sizes)
        freeBlocks.initialize(repeating: nil, count: sizes)
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: Cursor())
    }

    /// Leaves every chunk to the ``KeptChunkCache`` and frees the pool's own state. Only the
    /// owner calls it, once, when no block is in use any more.
    func deallocateAll() {
        KeptChunkCache.shared.give(cursor.pointee.chunks)
        cursor.deinitialize(count: 1)
        cursor.deallocate()
        freeBlocks.deallocate()
    }

    /// The bytes of a block for a value of `size` bytes, and the index of its free list; `nil`
    /// for a size the pool does not serve.
    @inlinable @inline(__always)
    static func sizeClass(for size: Int) -> (bytes: Int, index: Int)? {
        let bytes = (Swift.max(size, 1) + blockAlignment - 1) & ~(blockAlignment - 1)
        guard bytes <= largestBlock else { return nil }
        return (bytes, bytes / blockAlignment - 1)
    }

    /// A block of `bytes` bytes (a size class's, at most ``largestBlock``), 16-byte aligned,
    /// from the free list at `index` or cut from the newest chunk.
    @inlinable @inline(__always)
    func allocate(bytes: Int, index: Int) -> UnsafeMutableRawPointer {
        if let block = freeBlocks[index] {
            freeBlocks[index] = block.load(as: UnsafeMutableRawPointer?.self)
            return block
        }
        let unused = cursor.pointee.unused
        if cursor.pointee.end &- unused >= UInt(bitPattern: bytes) {
            cursor.pointee.unused = unused &+ UInt(bitPattern: bytes)
            // Not 0: there is room only once a chunk was cut, and a chunk is never at address 0.
            return UnsafeMutableRawPointer(bitPattern: unused).unsafelyUnwrapped
        }
        return allocateFromNewChunk(bytes: bytes)
    }

    /// Returns a block that ``allocate(bytes:index:)`` handed out for the same size class.
    @inlinable
    func deallocate(_ block: UnsafeMutableRawPointer, index: Int) {
        block.storeBytes(of: freeBlocks[index], as: UnsafeMutableRawPointer?.self)
        freeBlocks[index] = block
    }

    /// Starts a new chunk (the rest of the current one, smaller than `bytes`, stays unused)
    /// and cuts the block from it.
    @usableFromInline @inline(never)
    func allocateFromNewChunk(bytes: Int) -> UnsafeMutableRawPointer {
        // `malloc` aligns to 16 bytes on the 64-bit platforms this runs on, and every block is
        // a multiple of 16 bytes, so every block is 16-byte aligned. Every chunk has the same
        // size, so one that an earlier pool left in the cache fits.
        guard let chunk = KeptChunkCache.shared.take() ?? malloc(Self.chunkBytes) else {
            fatalError("out of memory keeping renderings: a chunk of \(Self.chunkBytes) bytes")
        }
        cursor.pointee.chunks.append(chunk)
        cursor.pointee.unused = UInt(bitPattern: chunk + bytes)
        cursor.pointee.end = UInt(bitPattern: chunk + Self.chunkBytes)
        return chunk
    }
}
