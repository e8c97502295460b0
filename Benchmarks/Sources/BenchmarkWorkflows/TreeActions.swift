import Workflow

extension WorkflowHost where WorkflowType == TreeNode {
    /// Sends ``TreeNode/Increment`` to the root: every node below it gets a new prop.
    public func incrementRoot() {
        rendering.increment.send(TreeNode.Increment())
    }

    /// Sends ``TreeNode/Increment`` to the node at `path` (child indices from the root).
    public func increment(at path: [Int]) {
        rendering.descendant(at: path).increment.send(TreeNode.Increment())
    }
}
