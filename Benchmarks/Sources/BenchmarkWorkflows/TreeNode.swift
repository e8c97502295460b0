import Workflow

/// A node of the benchmark trees: Int state, a prop every child receives, and `fanOut` children
/// keyed by index until `depth` reaches zero.
///
/// Each node passes `generation + state` to its children, so an action at the root changes a
/// prop of every node below it, while an action at a leaf changes that leaf alone.
public struct TreeNode: Workflow, Equatable {
    /// Levels below this node.
    public var depth: Int
    /// Children per node above the leaves.
    public var fanOut: Int
    /// The prop that every child receives.
    public var generation: Int

    /// Makes a node.
    public init(depth: Int, fanOut: Int, generation: Int) {
        self.depth = depth
        self.fanOut = fanOut
        self.generation = generation
    }

    /// The root of a tree of `shape`.
    public init(shape: TreeShape, generation: Int = 0) {
        self.init(depth: shape.depth, fanOut: shape.fanOut, generation: generation)
    }

    /// Every node starts at 0.
    public func makeInitialState() -> Int { 0 }

    /// Renders the children, then this node's own small rendering.
    public func render(state: Int, context: RenderContext<TreeNode>) -> TreeRendering {
        var children: [TreeRendering] = []
        if depth > 0 {
            let child = TreeNode(depth: depth - 1, fanOut: fanOut, generation: generation &+ state)
            children.reserveCapacity(fanOut)
            for index in 0..<fanOut {
                children.append(child.rendered(in: context, key: ChildKeys.numbered[index]))
            }
        }
        return TreeRendering(generation: generation, count: state, children: children, increment: context.makeSink(of: Increment.self))
    }

    /// Adds one to the node's state.
    public struct Increment: WorkflowAction {
        public typealias WorkflowType = TreeNode

        /// Makes the action.
        public init() {}

        /// Adds one.
        public func apply(toState state: inout Int, context: ApplyContext<TreeNode>) -> Never? {
            state += 1
            return nil
        }
    }
}
