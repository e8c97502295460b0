/// Makes the generic objects a render pass needs for each new child, the child's
/// ``ChildNode`` and its ``NodeSink``s, from classes it remembers.
///
/// Making a `ChildNode<Parent, Child>` by name in generic code looks its class metadata up in
/// the runtime's cache of generic types, a hashed search of about 320 instructions, on every
/// child made; the same for each sink receiver. Remembered here per pair of types, a new
/// object is made from its class directly: about 12 % of an initial render.
@usableFromInline
final class NodeFactory {
    /// Two tables, because one type can be both a child workflow and an action of the same
    /// parent: in one table its pair would name a `ChildNode` for one and a `NodeSink` for
    /// the other.
    @exclusivity(unchecked) private var childClasses = TypeTable<AnyClass>()
    @exclusivity(unchecked) private var receiverClasses = TypeTable<AnyClass>()

    /// A new child node of workflow type `Child` under a `Parent` node.
    @usableFromInline
    func makeChild<Parent: Workflow, Child: Workflow>(
        workflow: Child,
        key: String,
        parent: WorkflowNode<Parent>,
        outputMap: ((Child.Output) -> AnyWorkflowAction<Parent>?)?
    ) -> ChildNode<Parent, Child> {
        let nodeClass: AnyClass = childClasses.value(for: Parent.self, Child.self) { ChildNode<Parent, Child>.self }
        // Remembered for this pair only, as the class of a ChildNode<Parent, Child>.
        return unsafeBitCast(nodeClass, to: ChildNode<Parent, Child>.Type.self)
            .init(workflow: workflow, key: key, parent: parent, outputMap: outputMap)
    }

    /// A new sink receiver for actions of type `Action` sent to `node`.
    func makeSinkReceiver<W: Workflow, Action: WorkflowAction>(
        of actionType: Action.Type,
        for node: WorkflowNode<W>,
        reporter: DiagnosticReporter
    ) -> NodeSink<W, Action> where Action.WorkflowType == W {
        let receiverClass: AnyClass = receiverClasses.value(for: W.self, Action.self) { NodeSink<W, Action>.self }
        // Remembered for this pair only, as the class of a NodeSink<W, Action>.
        return unsafeBitCast(receiverClass, to: NodeSink<W, Action>.Type.self).init(node: node, reporter: reporter)
    }
}
