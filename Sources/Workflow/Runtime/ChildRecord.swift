/// A parent's record of one child: the child's node, the output handler given on the latest
/// render pass, and the pass that last declared the child.
class AnyChildRecord {
    var lastDeclaredPass: UInt64

    init(pass: UInt64) {
        lastDeclaredPass = pass
    }

    var node: AnyWorkflowNode { fatalError("abstract") }
}

/// A child of type `Child` rendered by a parent of type `Parent`.
final class ChildRecord<Parent: Workflow, Child: Workflow>: AnyChildRecord {
    let childNode: WorkflowNode<Child>
    /// The parent owns this record, and the record only runs while the parent is part of the tree.
    unowned let parent: WorkflowNode<Parent>
    /// Replaced on every pass that renders the child, so outputs use the latest handler.
    var outputMap: (Child.Output) -> AnyWorkflowAction<Parent>?

    init(
        parent: WorkflowNode<Parent>,
        child: WorkflowNode<Child>,
        outputMap: @escaping (Child.Output) -> AnyWorkflowAction<Parent>?,
        pass: UInt64
    ) {
        self.parent = parent
        self.childNode = child
        self.outputMap = outputMap
        super.init(pass: pass)
    }

    override var node: AnyWorkflowNode { childNode }

    /// Turns a child output into the parent's action and applies it, continuing the cascade.
    func handle(_ output: Child.Output) {
        if let action = outputMap(output) {
            parent.apply(action, source: .childOutput(childID: childNode.id))
        }
    }
}
