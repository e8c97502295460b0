/// A node rendered by a parent of type `Parent`: it turns its outputs into the parent's
/// actions with the output map of the latest pass that rendered it.
///
/// The parent's record of the child and the child itself are one object, which saves an
/// allocation and a pointer hop per child.
@usableFromInline
final class ChildNode<Parent: Workflow, W: Workflow>: WorkflowNode<W> {
    /// Replaced on every pass that renders the child, so outputs use the latest map; `nil`
    /// when the child's output is `Never`.
    @usableFromInline @exclusivity(unchecked) var outputMap: ((W.Output) -> AnyWorkflowAction<Parent>?)?

    init(
        workflow: W,
        key: String,
        parent: WorkflowNode<Parent>,
        outputMap: ((W.Output) -> AnyWorkflowAction<Parent>?)?
    ) {
        self.outputMap = outputMap
        super.init(workflow: workflow, key: key, parent: parent, runtime: parent.runtime)
    }

    /// Turns the output into the parent's action and applies it, continuing the cascade.
    override func emit(_ output: W.Output) {
        guard let outputMap, let action = outputMap(output), let parent else { return }
        // Only WorkflowNode<Parent>.render(workflow:key:outputMap:) makes a ChildNode<Parent, W>,
        // passing itself as the parent, so the parent is a WorkflowNode<Parent>.
        unsafeDowncast(parent, to: WorkflowNode<Parent>.self).apply(action, source: .childOutput(childID: id))
    }
}
