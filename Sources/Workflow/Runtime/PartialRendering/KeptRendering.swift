import WorkflowPlatform

/// A node's last rendering, kept for partial tree rendering, in a block of its own from the
/// host's ``KeptBlockPool`` (or from the system allocator, for a large rendering).
///
/// Not a `Box<Rendering>` object: a class instance costs an object header, its metadata (a
/// generic type found by lookup in generic code), reference counting on every read and a
/// release chain to free, about 250 instructions per node that a plain allocation does not.
/// Not an `Optional<Rendering>` field either: in generic code every read or assignment of an
/// optional looks up the optional's type metadata.
///
/// A rendering made for props that have just changed is not copied in: props that changed in
/// one pass usually change in the next (a parent passing down a value that keeps moving), and
/// the copy and the release of the previous copy are most of what partial rendering costs
/// where it cannot skip anything. The kept rendering is then *outdated*; the node renders the
/// next time it could have been skipped, and keeps that rendering. Both facts are flags in the
/// low bits of the block's address (a `malloc` block is 16-byte aligned), so they cost the
/// node no space.
///
/// `@inlinable`, like the node code that uses it, so that an app's module copies and destroys
/// its own renderings directly instead of through their type's value witnesses.
///
/// The price is manual ownership, kept simple by two rules that ``WorkflowNode`` follows: the
/// value is always of one type (the node's `W.Rendering`), and ``discard(as:in:)`` runs before
/// the node goes away, and so before the runtime that owns the pool. `~Copyable`, so no copy
/// can free the block twice.
@usableFromInline
struct KeptRendering: ~Copyable {
    /// The block's address, or 0, with the flags below in its low bits.
    @usableFromInline var bits: UInt = 0

    /// The kept rendering is older than the node's current props.
    @inlinable static var outdated: UInt { 1 }
    /// The props changed in this pass: the rendering it makes is not worth copying.
    @inlinable static var skipsNextKeep: UInt { 2 }
    @inlinable static var flags: UInt { 15 }

    init() {}

    @inlinable var storage: UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: bits & ~Self.flags)
    }

    /// Whether a block is allocated (with a current or an outdated rendering).
    @inlinable var isEmpty: Bool { bits & ~Self.flags == 0 }

    /// Whether a rendering is kept that is current, so the node may hand it back.
    @inlinable var isReusable: Bool { !isEmpty && bits & Self.outdated == 0 }

    /// Notes that the props changed in this pass: the node renders, and keeps nothing of it.
    @inlinable
    mutating func propsDidChange() {
        bits |= Self.outdated | Self.skipsNextKeep
    }

    /// Whether the rendering just made should be copied in: false right after props changed,
    /// which this call also forgets, so that the next render is kept.
    @inlinable
    mutating func takesNextKeep() -> Bool {
        guard bits & Self.skipsNextKeep != 0 else { return true }
        bits &= ~Self.skipsNextKeep
        return false
    }

    /// A copy of the kept rendering. Only called when one is kept, as `Rendering`.
    @inlinable
    func value<Rendering>(as type: Rendering.Type) -> Rendering {
        // Safe: the block was initialized with a `Rendering` by `keepFirst`, and only `replace`
        // writes it after that, with a `Rendering` too.
        storage.unsafelyUnwrapped.assumingMemoryBound(to: Rendering.self).pointee
    }

    /// Whether nothing is kept and no flag is set: the node has not kept a rendering yet.
    @inlinable var isFirstKeep: Bool { bits == 0 }

    /// Keeps a copy of `rendering` in a new block. Only called when nothing is kept.
    @inlinable @inline(__always)
    mutating func keepFirst<Rendering>(_ rendering: Rendering, in pool: KeptBlockPool) {
        let block: UnsafeMutableRawPointer
        if let sizeClass = Self.pooledSizeClass(of: Rendering.self) {
            block = pool.allocate(bytes: sizeClass.bytes, index: sizeClass.index)
        } else {
            block = Self.allocate(size: MemoryLayout<Rendering>.size, alignment: MemoryLayout<Rendering>.alignment)
        }
        block.initializeMemory(as: Rendering.self, to: rendering)
        bits = UInt(bitPattern: block)
    }

    /// Replaces the kept rendering (of the same type) with a copy of `rendering`, in its block.
    @inlinable
    mutating func replace<Rendering>(with rendering: Rendering) {
        // Safe: not empty, so the block holds a `Rendering` that `keepFirst` put there.
        let storage = storage.unsafelyUnwrapped
        storage.assumingMemoryBound(to: Rendering.self).pointee = rendering
        bits = UInt(bitPattern: storage)
    }

    /// Destroys the kept rendering, if any, and frees its block, which came from `pool`.
    @inlinable
    mutating func discard<Rendering>(as type: Rendering.Type, in pool: KeptBlockPool) {
        guard let storage else { return }
        // `move()` destroys through the type's value witness; `deinitialize(count:)` would go
        // through the runtime's array loop for a single value.
        _ = storage.assumingMemoryBound(to: Rendering.self).move()
        if let sizeClass = Self.pooledSizeClass(of: Rendering.self) {
            pool.deallocate(storage, index: sizeClass.index)
        } else {
            Self.deallocate(storage, alignment: MemoryLayout<Rendering>.alignment)
        }
        bits = 0
    }

    /// The pool's size class for a `Rendering`, or `nil` when it is too large or too strictly
    /// aligned for the pool, and gets a block of its own.
    @inlinable @inline(__always)
    static func pooledSizeClass<Rendering>(of type: Rendering.Type) -> (bytes: Int, index: Int)? {
        guard MemoryLayout<Rendering>.alignment <= KeptBlockPool.blockAlignment else { return nil }
        return KeptBlockPool.sizeClass(for: MemoryLayout<Rendering>.size)
    }

    /// What `malloc` guarantees on the 64-bit platforms this runs on; the flags need 4 bits.
    @usableFromInline static let mallocAlignment = 16

    /// A block of `size` bytes outside the pool. `malloc` directly for ordinary alignments: Swift's own
    /// allocation of an alignment only known at run time takes the aligned-allocation path
    /// (`posix_memalign`), which costs about twice as much. Always at least 16-byte aligned,
    /// for the flags.
    @usableFromInline
    static func allocate(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
        let size = Swift.max(size, 1)
        if alignment <= mallocAlignment {
            // `deallocate(_:alignment:)` frees what has this alignment with `free`, so it must
            // come from `malloc`; out of memory stops the program, as Swift's own allocation would.
            guard let block = malloc(size) else { fatalError("out of memory keeping a rendering of \(size) bytes") }
            return block
        }
        return UnsafeMutableRawPointer.allocate(byteCount: size, alignment: Swift.max(alignment, mallocAlignment))
    }

    /// Frees a block that ``allocate(size:alignment:)`` made for this alignment.
    @usableFromInline
    static func deallocate(_ block: UnsafeMutableRawPointer, alignment: Int) {
        if alignment <= mallocAlignment {
            free(block)
        } else {
            block.deallocate()
        }
    }
}
