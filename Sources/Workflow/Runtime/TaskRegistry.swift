import Synchronization

/// Every task a host's workflows started (workers and async side effects) that has not
/// returned yet, so that ``WorkflowHost/shutDown()`` can wait for all of them.
///
/// Tasks finish on any thread, hence the lock. A task removes itself when it returns, so
/// the registry holds only live tasks however many come and go over a host's life.
final class TaskRegistry: Sendable {
    private struct Entries {
        var nextID = 0
        var tasks: [Int: Task<Void, Never>] = [:]
    }

    private let entries = Mutex(Entries())

    /// Starts `operation` in a new task that is not isolated to the host's actor.
    func start(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        entries.withLock { entries in
            let id = entries.nextID
            entries.nextID += 1
            // Created under the lock so that the task's own removal, which also takes the
            // lock, cannot run before the insertion below.
            let task = Task {
                await operation()
                self.remove(id)
            }
            entries.tasks[id] = task
            return task
        }
    }

    /// How many started tasks have not returned yet.
    var count: Int {
        entries.withLock { $0.tasks.count }
    }

    /// Returns once every task started so far, and any they led to, has returned.
    func waitForAll() async {
        while true {
            let remaining = entries.withLock { Array($0.tasks.values) }
            if remaining.isEmpty { return }
            for task in remaining { await task.value }
        }
    }

    private func remove(_ id: Int) {
        _ = entries.withLock { $0.tasks.removeValue(forKey: id) }
    }
}
