import Workflow

/// Appends one value to a workflow whose state is an array: the action test workflows use to
/// record what reached them, and in which order.
struct AppendAction<WorkflowType: Workflow, Element: Sendable>: WorkflowAction, Sendable
where WorkflowType.State == [Element], WorkflowType.Output == Never {
    var value: Element

    func apply(toState state: inout [Element], context: ApplyContext<WorkflowType>) -> Never? {
        state.append(value)
        return nil
    }
}
