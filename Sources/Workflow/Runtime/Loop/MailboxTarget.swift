/// The runtime as the mailbox's drain task sees it: owned by the host alone, and referred to
/// weakly by the task, so that the runtime itself is never the target of a weak reference.
final class MailboxTarget {
    let runtime: Runtime

    init(runtime: Runtime) {
        self.runtime = runtime
    }
}
