/// The host's runtime, in an object of its own that the mailbox's drain tasks hold weakly: the
/// host owns it alone, so releasing the host ends the tasks' hold on the runtime at once, and
/// the runtime itself is never the target of a weak reference (which would give it a side table
/// and slow down every retain and release of it).
final class WeaklyHeldRuntime {
    let runtime: Runtime

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    /// What a drain task carries: a weak reference to the target, and the actor the host was
    /// created on. A drain task is started by whichever isolation posts first to an empty
    /// mailbox, so it must be able to carry the reference anywhere; it reads it only on that
    /// actor.
    struct Reference: @unchecked Sendable {
        // Unchecked, and safe: `target` (and the runtime it holds, which belongs to `actor`) is
        // read only in `drain(_:isolation:)`, whose `isolated` parameter runs it on the actor
        // it is given, and which traps unless that is `actor`. No other member reads it.
        private weak var target: WeaklyHeldRuntime?
        /// The host's actor: where `drain(_:isolation:)` must run.
        let actor: any Actor

        init(_ target: WeaklyHeldRuntime, on actor: any Actor) {
            self.target = target
            self.actor = actor
        }

        /// Delivers what the mailbox holds, in order, until it is empty; items that arrive
        /// meanwhile are delivered too. With the host gone, they are dropped.
        func drain(_ mailbox: HostMailbox, isolation: isolated any Actor) {
            precondition(isolation === actor, "internal: a host's mailbox was drained off the host's actor")
            let runtime = target?.runtime
            while let (item, moreQueued) = mailbox.takeNext() {
                runtime?.deliver(item, moreQueued: moreQueued)
            }
        }
    }
}
