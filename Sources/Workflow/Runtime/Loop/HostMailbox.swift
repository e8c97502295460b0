/// Carries what other isolations tell the host — actions sent through a ``SendableSink``, and
/// notices that tasks the host started have returned — to the host's isolation, in the order
/// they were posted.
///
/// Nothing waits while nothing arrives: the first item posted to an empty mailbox starts a
/// drain task, which hops to the host's actor, delivers items until none is left and ends.
/// A host that hears only from its own isolation (most server sessions, between workers)
/// keeps no task parked for its whole life; that task and its stream were about 2.5 KiB of
/// every idle web session.
final class HostMailbox: Sendable {
    /// One delivery.
    enum Item: Sendable {
        /// An action for the node with this id, which knows how to apply it.
        case action(nodeID: Int, action: any WorkflowAction & Sendable)
        /// The task registered under this id in the runtime's ``TaskRegistry`` has returned.
        case taskFinished(id: Int)
    }

    private struct State {
        /// Posted and not yet taken, from `head` on (taking from the front of an array
        /// would move the rest each time); taken ones are dropped once they are half of it.
        var items: [Item] = []
        var head = 0
        /// Whether a drain task is running or about to: a post then only queues.
        var isDraining = false
        var isClosed = false
        /// Starts a drain task on the host's actor for the mailbox it is given; installed by the
        /// host once it exists. (Given the mailbox rather than holding it: the mailbox holds
        /// this closure.)
        var startDrain: (@Sendable (HostMailbox) -> Task<Void, Never>)?
        /// The latest drain task, for ``WorkflowHost/shutDown()`` to wait for.
        var latestDrain: Task<Void, Never>?

        var hasItems: Bool { head < items.count }

        /// Starts a drain task unless one runs, the host is not there yet, or nothing waits.
        mutating func drainIfNeeded(_ mailbox: HostMailbox) {
            guard !isDraining, hasItems, let startDrain else { return }
            isDraining = true
            // Only starts the task (a job enqueued elsewhere); the task takes the lock later.
            latestDrain = startDrain(mailbox)
        }
    }

    /// (``Locked`` says why this lock.)
    private let state = Locked(State())

    /// Gives the mailbox the way to start a drain task, and starts one if items were posted
    /// before the host was ready (a worker of the first render pass may finish that soon).
    func install(startDrain: @escaping @Sendable (HostMailbox) -> Task<Void, Never>) {
        state.withLock { state in
            state.startDrain = startDrain
            state.drainIfNeeded(self)
        }
    }

    func post(_ item: Item) {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.items.append(item)
            state.drainIfNeeded(self)
        }
    }

    /// The next item and whether more follow it; `nil` when none is left, which ends the
    /// drain task's turn (the next post starts another).
    func takeNext() -> (item: Item, moreQueued: Bool)? {
        state.withLock { state in
            guard state.hasItems else {
                state.isDraining = false
                return nil
            }
            let item = state.items[state.head]
            state.head += 1
            let moreQueued = state.hasItems
            if !moreQueued {
                // Gives the buffer back: an idle host keeps none.
                state.items = []
                state.head = 0
            } else if state.head >= 32, state.head * 2 >= state.items.count {
                // Posts that keep coming while the task drains would otherwise keep every
                // taken item (and the action it holds) until the mailbox is next empty.
                state.items.removeFirst(state.head)
                state.head = 0
            }
            return (item, moreQueued)
        }
    }

    /// Refuses what comes later: the host stopped. What is queued is still delivered, so
    /// that the runtime reports each action it can no longer apply.
    func close() {
        state.withLock { $0.isClosed = true }
    }

    /// How many items the mailbox's buffer holds, taken ones included: for tests.
    var bufferedItemCount: Int {
        state.withLock { $0.items.count }
    }

    /// The drain task started last, if any: once the mailbox is closed, no other starts, and
    /// this one delivers what is left.
    var latestDrain: Task<Void, Never>? {
        state.withLock { $0.latestDrain }
    }
}
