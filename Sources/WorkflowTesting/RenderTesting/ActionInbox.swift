import ConcurrencyExtras
import Synchronization
import Workflow

/// The actions a render test's sinks received, in the order they were sent, whichever kind of
/// sink sent them.
///
/// A `Sink` is called on the test's own isolation; a `SendableSink` may be called from any
/// thread, so its actions wait behind a lock. Every action takes a number from one counter,
/// which restores the order across the two. The inbox is not generic: a `SendableSink`'s
/// closure may not capture a workflow's (non-Sendable) metatype.
final class ActionInbox: Sendable {
    /// An action sent through a `SendableSink`, with its place in the order.
    struct SentAction {
        let number: Int
        let action: any WorkflowAction & Sendable
    }

    private let counter = Atomic(0)
    // A `LockIsolated`, not a `Mutex`: users run their render tests under ThreadSanitizer, which
    // cannot see a `Mutex` synchronize on Linux.
    private let sent = LockIsolated<[SentAction]>([])

    /// The number of the next action sent, whichever its sink.
    func takeNumber() -> Int {
        counter.add(1, ordering: .sequentiallyConsistent).oldValue
    }

    /// Files an action sent through a `SendableSink`.
    func post(_ action: any WorkflowAction & Sendable) {
        let entry = SentAction(number: takeNumber(), action: action)
        sent.withValue { $0.append(entry) }
    }

    /// Every action sent through a `SendableSink` so far; the inbox is empty afterwards.
    func takeSent() -> [SentAction] {
        sent.withValue { sent in
            defer { sent = [] }
            return sent
        }
    }
}

/// An action a render pass produced, with a description for failure messages.
struct RecordedAction<WorkflowType: Workflow> {
    let action: AnyWorkflowAction<WorkflowType>
    let description: String
}
