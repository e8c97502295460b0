/// A session's latest patches, for a page that joins having missed some, or that fell behind:
/// at most `countLimit` of them, holding at most `byteLimit` bytes (``PatchOperation/keptBytes``)
/// together. Without the byte limit, one patch of a thousand stream items (a list's first page)
/// would stay with an idle session until `countLimit` more came.
///
/// Once full, it is a ring: each new patch takes the oldest one's place. Dropping the oldest
/// from the front of an array moved every other patch, on every patch of a busy session.
struct RecentPatches {
    private var patches: [ServerMessage] = []
    private var sizes: [Int] = []
    /// Where the oldest patch is once the ring has wrapped; 0 until then.
    private var oldest = 0
    private var bytes = 0
    private let countLimit: Int
    private let byteLimit: Int

    init(countLimit: Int, byteLimit: Int) {
        self.countLimit = countLimit
        self.byteLimit = byteLimit
    }

    /// The patches kept, oldest first.
    var inOrder: [ServerMessage] {
        oldest == 0 ? patches : Array(patches[oldest...]) + patches[..<oldest]
    }

    /// Keeps `patch`, which keeps `size` bytes, dropping the oldest patches past the limits.
    mutating func append(_ patch: ServerMessage, size: Int) {
        if patches.count < countLimit {
            patches.append(patch)
            sizes.append(size)
        } else {
            bytes -= sizes[oldest]
            patches[oldest] = patch
            sizes[oldest] = size
            oldest = (oldest + 1) % countLimit
        }
        bytes += size
        if bytes > byteLimit { dropOldestPastByteLimit() }
    }

    /// Rare (a large patch): the patches are laid out oldest first again, and the oldest dropped
    /// until the rest fit, the new one too if it alone does not.
    private mutating func dropOldestPastByteLimit() {
        if oldest != 0 {
            patches = inOrder
            sizes = Array(sizes[oldest...]) + sizes[..<oldest]
            oldest = 0
        }
        var dropped = 0
        while dropped < patches.count, bytes > byteLimit {
            bytes -= sizes[dropped]
            dropped += 1
        }
        patches.removeFirst(dropped)
        sizes.removeFirst(dropped)
    }
}
