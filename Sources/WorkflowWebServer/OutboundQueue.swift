#if WebServer
import Synchronization

/// Writes one connection's messages in the order they were sent, with a task only while some
/// are waiting to be written.
///
/// Messages come from the session's actor synchronously (a patch is made inside an event's
/// handling, or when a worker's output arrives), but writing to the socket is asynchronous.
/// A writer task per connection, parked on a stream while the page is idle, cost several
/// kilobytes for each of thousands of idle sessions; this queue starts a short task when the
/// first message arrives and lets it end once everything is written.
final class OutboundQueue: Sendable {
    private struct State {
        var pending: [String] = []
        var isWriting = false
        var isClosed = false
        var waitingForFlush: [CheckedContinuation<Void, Never>] = []

        mutating func takeWaiting() -> [CheckedContinuation<Void, Never>] {
            defer { waitingForFlush = [] }
            return waitingForFlush
        }
    }

    private let state = Mutex(State())
    private let write: @Sendable (String) async throws -> Void

    /// A queue that writes each message with `write`; a write that throws closes the queue.
    init(write: @escaping @Sendable (String) async throws -> Void) {
        self.write = write
    }

    /// Queues `text` after everything sent before it; ignored once the queue is closed.
    func send(_ text: String) {
        let startsWriter = state.withLock { state in
            guard !state.isClosed else { return false }
            state.pending.append(text)
            guard !state.isWriting else { return false }
            state.isWriting = true
            return true
        }
        if startsWriter { Task { await self.writeAll() } }
    }

    /// Drops what has not been written yet and ignores what is sent from now on.
    func close() {
        let waiting = state.withLock { state in
            state.isClosed = true
            state.pending = []
            return state.isWriting ? [] : state.takeWaiting()
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Returns once everything sent so far has been written, or dropped by ``close()``.
    func flushed() async {
        await withCheckedContinuation { continuation in
            let isIdle = state.withLock { state in
                if state.isWriting { state.waitingForFlush.append(continuation) }
                return !state.isWriting
            }
            if isIdle { continuation.resume() }
        }
    }

    private func writeAll() async {
        while true {
            let (batch, waiting) = state.withLock { state in
                guard !state.pending.isEmpty else {
                    state.isWriting = false
                    return ([String](), state.takeWaiting())
                }
                defer { state.pending = [] }
                return (state.pending, [])
            }
            guard !batch.isEmpty else {
                for continuation in waiting { continuation.resume() }
                return
            }
            for text in batch {
                do {
                    try await write(text)
                } catch {
                    // The connection is gone: nothing after this can arrive either.
                    close()
                    break
                }
            }
        }
    }
}
#endif
