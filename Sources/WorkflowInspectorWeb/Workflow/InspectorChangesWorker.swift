import Workflow
import WorkflowInspector

/// Emits each new version of an inspector's recording, so that the page follows the app live.
struct InspectorChangesWorker: AsyncSequenceWorker {
    let inspector: WorkflowInspector

    func run() -> AsyncStream<Int> {
        inspector.changes()
    }

    func isEquivalent(to other: InspectorChangesWorker) -> Bool {
        inspector === other.inspector
    }
}

/// Emits the number of sessions each time the hub gains one.
struct HubAdditionsWorker: AsyncSequenceWorker {
    let hub: InspectorHub

    func run() -> AsyncStream<Int> {
        hub.additions()
    }

    func isEquivalent(to other: HubAdditionsWorker) -> Bool {
        hub === other.hub
    }
}
