import Testing
@testable import Workflow
import WorkflowPlatform

/// The pool that partial tree rendering keeps renderings in: blocks are reused by size, never
/// overlap, and keep the 16-byte alignment that ``KeptRendering``'s flags rely on.
@Suite struct KeptBlockPoolTests {
    @Test func aFreedBlockIsHandedOutAgainForItsSizeOnly() throws {
        let pool = KeptBlockPool()
        defer { pool.deallocateAll() }
        let small = try #require(KeptBlockPool.sizeClass(for: 24))
        let large = try #require(KeptBlockPool.sizeClass(for: 200))
        #expect(small.bytes == 32 && large.bytes == 208)

        let block = pool.allocate(bytes: small.bytes, index: small.index)
        pool.deallocate(block, index: small.index)
        #expect(pool.allocate(bytes: large.bytes, index: large.index) != block, "another size never gets it")
        #expect(pool.allocate(bytes: small.bytes, index: small.index) == block, "its own size gets it back")
    }

    @Test func blocksAcrossManyChunksAreAlignedAndDisjoint() throws {
        let pool = KeptBlockPool()
        defer { pool.deallocateAll() }
        var starts: [UInt] = []
        for size in [1, 16, 17, 100, 255, 256] {
            let sizeClass = try #require(KeptBlockPool.sizeClass(for: size))
            for _ in 0..<200 {
                let block = pool.allocate(bytes: sizeClass.bytes, index: sizeClass.index)
                // Writing the whole block would corrupt a neighbour if blocks overlapped.
                block.initializeMemory(as: UInt8.self, repeating: UInt8(size & 0xff), count: sizeClass.bytes)
                starts.append(UInt(bitPattern: block))
                #expect(UInt(bitPattern: block) % UInt(KeptBlockPool.blockAlignment) == 0)
            }
        }
        #expect(Set(starts).count == starts.count)
    }

    @Test func theChunkCacheHandsBackWhatItKeptLastFirstAndNoMoreThanItsCapacity() throws {
        let cache = KeptChunkCache(capacity: 2)
        // From `malloc`, like a pool's chunks: the cache frees what it cannot keep.
        let chunks = try (0..<3).map { _ in try #require(malloc(16)) }
        cache.give(chunks)
        #expect(cache.take() == chunks[1])
        #expect(cache.take() == chunks[0])
        #expect(cache.take() == nil, "the third chunk was over capacity and freed")
        cache.give([chunks[0]])
        #expect(cache.take() == chunks[0])
        free(chunks[0])
        free(chunks[1])
    }

    @Test func renderingsLargerThanTheBlocksGetBlocksOfTheirOwn() {
        #expect(KeptBlockPool.sizeClass(for: KeptBlockPool.largestBlock + 1) == nil)
        #expect(KeptRendering.pooledSizeClass(of: LargeRendering.self) == nil)
        #expect(KeptRendering.pooledSizeClass(of: Int.self)?.bytes == 16)
    }

    /// A rendering too large for the pool is kept, reused and replaced like any other.
    @MainActor
    @Test func partialRenderingReusesALargeRendering() {
        let counter = RenderCounter()
        let host = WorkflowHost(
            workflow: LargeRenderingParent(),
            configuration: RuntimeConfiguration(partialTreeRendering: true),
            observers: [counter]
        )
        counter.reset()
        host.rendering.bumpRight()
        host.rendering.bumpRight()
        #expect(counter.renders == ["LargeRenderingParent": 2, "LargeRenderingChild[right]": 2], "left is never rendered again")
        #expect(host.rendering.left.first == SIMD4(repeating: 0) && host.rendering.left.last == SIMD4(repeating: 0))
        #expect(host.rendering.right.first == SIMD4(repeating: 2) && host.rendering.right.middle.6 == SIMD4(repeating: 2))
    }
}

/// 288 bytes, more than the pool's largest block.
struct LargeRendering {
    var first: SIMD4<Int64>
    var middle: (SIMD4<Int64>, SIMD4<Int64>, SIMD4<Int64>, SIMD4<Int64>, SIMD4<Int64>, SIMD4<Int64>, SIMD4<Int64>)
    var last: SIMD4<Int64>
    var bump: () -> Void

    init(value: Int64, bump: @escaping () -> Void) {
        let filled = SIMD4(repeating: value)
        first = filled
        middle = (filled, filled, filled, filled, filled, filled, filled)
        last = filled
        self.bump = bump
    }
}

struct LargeRenderingChild: Workflow, Equatable {
    func makeInitialState() -> Int64 { 0 }

    func render(state: Int64, context: RenderContext<LargeRenderingChild>) -> LargeRendering {
        let sink = context.makeStateMutationSink()
        return LargeRendering(value: state) { sink.send { $0 += 1 } }
    }
}

struct LargeRenderingParent: Workflow, Equatable {
    typealias State = Void

    struct Rendering {
        var left: LargeRendering
        var right: LargeRendering
        func bumpRight() { right.bump() }
    }

    func render(state: Void, context: RenderContext<LargeRenderingParent>) -> Rendering {
        Rendering(
            left: LargeRenderingChild().rendered(in: context, key: "left"),
            right: LargeRenderingChild().rendered(in: context, key: "right")
        )
    }
}
