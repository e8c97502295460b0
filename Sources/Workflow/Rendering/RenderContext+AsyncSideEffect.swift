extension RenderContext {
    /// Declares a side effect whose work is asynchronous.
    ///
    /// `operation` starts in a new task right after the first render pass that declares `key`,
    /// and that task is cancelled when the side effect's lifetime ends: on the first later pass
    /// that does not declare `key`, when this workflow ends, or when the host stops. The task is
    /// not isolated to the host's actor. To send actions from it, capture a sink made with
    /// ``makeSendableSink(of:)``. ``WorkflowHost/shutDown()`` waits for the task to return.
    public func runSideEffect(key: AnyHashable, operation: @escaping @Sendable () async -> Void) {
        switch storage {
        case .node(let node): node.runSideEffect(key: key, operation: operation)
        case .other(let implementation): implementation.runSideEffect(key: key, operation: operation)
        }
    }
}
