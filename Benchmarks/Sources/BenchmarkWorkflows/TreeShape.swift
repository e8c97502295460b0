/// The shape of a benchmark tree: how many levels sit below the root and how many children
/// each node above the leaves has.
public struct TreeShape: Sendable, Equatable, CustomStringConvertible {
    /// Levels below the root: 0 for a lone root.
    public var depth: Int
    /// Children per node above the leaves.
    public var fanOut: Int

    /// Makes a shape.
    public init(depth: Int, fanOut: Int) {
        precondition(depth >= 0 && fanOut >= 1, "a tree needs depth >= 0 and fanOut >= 1, got depth \(depth), fanOut \(fanOut)")
        self.depth = depth
        self.fanOut = fanOut
    }

    /// Root plus 1,000 leaf children.
    public static let wide = TreeShape(depth: 1, fanOut: 1_000)
    /// A chain of 1,000 levels, the root included.
    public static let deep = TreeShape(depth: 999, fanOut: 1)
    /// 10,000 leaves under a branching factor of 10: 11,111 nodes.
    public static let bushy = TreeShape(depth: 4, fanOut: 10)

    /// How many nodes the tree has.
    public var nodeCount: Int {
        var total = 1
        var level = 1
        for _ in 0..<depth {
            level *= fanOut
            total += level
        }
        return total
    }

    /// The child indices from the root to the last leaf, which benchmarks send actions to.
    public var pathToLastLeaf: [Int] {
        Array(repeating: fanOut - 1, count: depth)
    }

    /// Describes the shape, e.g. `depth 4 × fan-out 10 (11111 nodes)`.
    public var description: String {
        "depth \(depth) × fan-out \(fanOut) (\(nodeCount) nodes)"
    }
}
