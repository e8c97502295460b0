/// Something a view asks of an inspector that must run on the recorded host's isolation, with
/// the continuation that receives the answer.
enum InspectorRequest: Sendable {
    case frame(step: Int, reply: CheckedContinuation<Result<InspectorFrame, InspectorError>, Never>)
    case recording(reply: CheckedContinuation<Result<InspectorRecording, InspectorError>, Never>)
    case importing(InspectorRecording, name: String, reply: CheckedContinuation<Result<WorkflowInspector, InspectorError>, Never>)
    case test(name: String, workflowExpression: String?, reply: CheckedContinuation<Result<String, InspectorError>, Never>)
}
