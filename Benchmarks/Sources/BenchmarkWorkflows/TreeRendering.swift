import Workflow

/// What every node of the benchmark trees renders: a small value with its children's renderings
/// and a sink, like a screen with a list of rows and a button.
public struct TreeRendering {
    /// The prop the node received from its parent.
    public var generation: Int
    /// The node's own state.
    public var count: Int
    /// The children's renderings, in key order (empty for a leaf).
    public var children: [TreeRendering]
    /// Sends ``TreeNode/Increment`` to the node.
    public var increment: Sink<TreeNode.Increment>

    /// Makes a rendering; the hand-written builder and ``TreeNode`` both use it.
    public init(generation: Int, count: Int, children: [TreeRendering], increment: Sink<TreeNode.Increment>) {
        self.generation = generation
        self.count = count
        self.children = children
        self.increment = increment
    }

    /// The rendering reached by following `indices` down from this one.
    public func descendant(at indices: [Int]) -> TreeRendering {
        indices.reduce(self) { $0.children[$1] }
    }

    /// How many renderings the tree holds, this one included.
    public var nodeCount: Int {
        children.reduce(1) { $0 + $1.nodeCount }
    }

    /// A sum over the whole tree that depends on every value in it, so that a benchmark can
    /// check two trees are the same without comparing closures.
    public var checksum: Int {
        children.reduce(generation &* 31 &+ count) { $0 &* 17 &+ $1.checksum }
    }
}
