/// The host's runtime, in an object of its own that the mailbox's drain task holds weakly: the
/// host owns it alone, so releasing the host ends the task's hold on the runtime at once, and
/// the runtime itself is never the target of a weak reference (which would give it a side table
/// and slow down every retain and release of it).
final class WeaklyHeldRuntime {
    let runtime: Runtime

    init(runtime: Runtime) {
        self.runtime = runtime
    }
}
