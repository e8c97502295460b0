/// The tasks a host's workflows started (workers and async side effects) that may not have
/// returned yet, so that ``WorkflowHost/shutDown()`` can wait for all of them.
///
/// It lives on the host's isolation, like the rest of the runtime: a task that returns posts a
/// notice through the host's mailbox, and the entry goes when the notice arrives. So the
/// registry holds only the tasks still running, plus those whose notice is on its way.
struct TaskRegistry {
    private var nextID = 0
    private var tasks: [Int: Task<Void, Never>] = [:]

    /// Starts `operation` in a new task, not isolated to the host's actor, that calls
    /// `returned` with the task's id once `operation` has returned.
    mutating func start(
        _ operation: @escaping @Sendable () async -> Void,
        returned: @escaping @Sendable (Int) -> Void
    ) -> Task<Void, Never> {
        let id = nextID
        nextID += 1
        let task = Task {
            await operation()
            returned(id)
        }
        tasks[id] = task
        return task
    }

    /// Forgets the task with this id, which has returned.
    mutating func remove(_ id: Int) {
        tasks[id] = nil
    }

    /// Every task not known to have returned, leaving the registry empty.
    mutating func removeAll() -> [Task<Void, Never>] {
        defer { tasks = [:] }
        return Array(tasks.values)
    }
}
