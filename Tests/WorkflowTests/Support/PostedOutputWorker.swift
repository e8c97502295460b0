import Dispatch
import Workflow

/// A worker that emits `id` at once, then tells the test that the output is in the host's
/// mailbox and waits until cancelled: a late output that the test can race against the
/// worker's replacement or removal deterministically.
struct PostedOutputWorker: AsyncSequenceWorker {
    var id: String
    /// Signalled once the output was posted (the worker asked for its next element).
    var posted: DispatchSemaphore

    func run() -> Outputs {
        Outputs(id: id, posted: posted)
    }

    func isEquivalent(to otherWorker: PostedOutputWorker) -> Bool {
        id == otherWorker.id
    }

    struct Outputs: AsyncSequence {
        var id: String
        var posted: DispatchSemaphore

        func makeAsyncIterator() -> Iterator { Iterator(id: id, posted: posted) }

        struct Iterator: AsyncIteratorProtocol {
            var id: String
            var posted: DispatchSemaphore
            var emitted = false

            mutating func next() async -> String? {
                if !emitted {
                    emitted = true
                    return id
                }
                // The worker emits each element before asking for the next, so the first one
                // has reached the mailbox by now.
                posted.signal()
                await untilCancelled()
                return nil
            }
        }
    }
}

/// Blocks the calling thread until the worker has posted its output. The host's isolation
/// (the test's) stays taken meanwhile, so the mailbox cannot deliver the output before the
/// test has changed the tree; the worker runs on the concurrency pool and signals promptly.
func waitUntilPosted(_ semaphore: DispatchSemaphore) {
    semaphore.wait()
}
