/// Read access to a workflow's current props while one of its actions applies.
///
/// ```swift
/// func apply(toState state: inout State, context: ApplyContext<SearchWorkflow>) -> Output? {
///     state.results = state.all.filter { $0.hasPrefix(context[workflowValue: \.query]) }
///     return nil
/// }
/// ```
///
/// The context is valid only during the `apply(toState:context:)` call it was passed to. Reading
/// it afterwards is a programmer error and stops the program with a message naming the
/// workflow, because the props it would return may no longer be the ones the action saw.
public struct ApplyContext<WorkflowType: Workflow> {
    /// A running node is held as itself rather than as an existential, which would cost a
    /// metadata and witness-table lookup on every action (see ``RenderContext``).
    private enum Reader {
        case node(WorkflowNode<WorkflowType>)
        case other(any ApplyContextReader<WorkflowType>)
    }

    private let reader: Reader
    private let generation: UInt32

    package init(reader: any ApplyContextReader<WorkflowType>, generation: UInt32) {
        self.reader = .other(reader)
        self.generation = generation
    }

    init(node: WorkflowNode<WorkflowType>, generation: UInt32) {
        self.reader = .node(node)
        self.generation = generation
    }

    /// Reads a property of the workflow value (its props) that the action applies to.
    public subscript<Value>(workflowValue keyPath: KeyPath<WorkflowType, Value>) -> Value {
        switch reader {
        case .node(let node): node.workflow(forGeneration: generation)[keyPath: keyPath]
        case .other(let reader): reader.workflow(forGeneration: generation)[keyPath: keyPath]
        }
    }
}

/// What an ``ApplyContext`` reads from: for a running node, its current workflow value,
/// available only while the node applies the action with the matching generation.
package protocol ApplyContextReader<WorkflowType>: AnyObject {
    associatedtype WorkflowType: Workflow

    /// Returns the workflow value, or stops with a clear message if `generation` is not the
    /// action currently applying.
    func workflow(forGeneration generation: UInt32) -> WorkflowType
}
