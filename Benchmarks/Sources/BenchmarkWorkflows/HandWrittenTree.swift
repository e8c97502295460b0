import Workflow

/// The physical limit: builds the same renderings as a ``TreeNode`` host, by plain recursion,
/// with no framework. Every benchmark result reads as a ratio to it.
public enum HandWrittenTree {
    /// Builds the rendering a host of `TreeNode(shape:)` has when every node's state
    /// is 0 except the root's, which is `rootCount`. Its sinks discard what they are sent; one
    /// sink whose closure captures nothing costs no allocation, like the sinks a host caches.
    public static func build(_ shape: TreeShape, rootCount: Int = 0) -> TreeRendering {
        build(depth: shape.depth, fanOut: shape.fanOut, generation: 0, count: rootCount, sink: Sink { _ in })
    }

    private static func build(depth: Int, fanOut: Int, generation: Int, count: Int, sink: Sink<TreeNode.Increment>) -> TreeRendering {
        var children: [TreeRendering] = []
        if depth > 0 {
            children.reserveCapacity(fanOut)
            for _ in 0..<fanOut {
                children.append(build(depth: depth - 1, fanOut: fanOut, generation: generation &+ count, count: 0, sink: sink))
            }
        }
        return TreeRendering(generation: generation, count: count, children: children, increment: sink)
    }
}
