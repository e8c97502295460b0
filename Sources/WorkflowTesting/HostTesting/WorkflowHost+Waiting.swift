public import Workflow

extension WorkflowHost {
    /// The first rendering, the current one or a later one, that satisfies `condition`.
    ///
    /// Returns the last rendering if the host stops before any satisfies it.
    nonisolated(nonsending) public func firstRendering(
        where condition: (WorkflowType.Rendering) -> Bool
    ) async -> WorkflowType.Rendering {
        for await rendering in renderings where condition(rendering) {
            return rendering
        }
        return rendering
    }
}
