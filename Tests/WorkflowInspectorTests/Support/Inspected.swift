import Workflow
import WorkflowInspector

/// The action types the tests' recordings may hold.
let scoreActions: InspectorActionTypes = {
    var types = InspectorActionTypes()
    types.register(ScoreWorkflow.Action.self)
    types.register(TallyWorkflow.Action.self)
    return types
}()

/// An inspector whose clock stands still, so that recorded times are zero.
func makeInspector(capacity: Int = WorkflowInspector.defaultCapacity) -> WorkflowInspector {
    WorkflowInspector(name: "score", capacity: capacity, actionTypes: scoreActions, clock: InspectorClock { .zero })
}

extension InspectorSnapshot {
    /// The recorded actions, oldest first.
    var actions: [InspectorAction] {
        events.compactMap { event in
            guard case .action(let action) = event.kind else { return nil }
            return action
        }
    }
}
