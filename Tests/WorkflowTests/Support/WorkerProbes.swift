import Synchronization
import Workflow

/// Events reported by probe workers from their tasks, for tests to await in order.
struct ProbeEvents: Sendable {
    let stream: AsyncStream<String>
    let continuation: AsyncStream<String>.Continuation
    /// How many probe workers are inside `run()` right now.
    let running = RunningCount()

    init() {
        (stream, continuation) = AsyncStream<String>.makeStream()
    }

    func post(_ event: String) {
        continuation.yield(event)
    }

    /// The next `count` events, in the order they were posted.
    func next(_ count: Int) async -> [String] {
        var iterator = stream.makeAsyncIterator()
        var events: [String] = []
        while events.count < count, let event = await iterator.next() {
            events.append(event)
        }
        return events
    }
}

/// A count that tasks change from any thread.
final class RunningCount: Sendable {
    private let count = Atomic(0)

    var value: Int { count.load(ordering: .sequentiallyConsistent) }

    func enter() { count.add(1, ordering: .sequentiallyConsistent) }

    func leave() { count.subtract(1, ordering: .sequentiallyConsistent) }
}

/// A gate a worker waits at, whether or not its task is cancelled, until the test opens it.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// Waits until the current task is cancelled, without sleeping.
func untilCancelled() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    // Nothing is ever yielded; iteration ends only when the task is cancelled. Using the
    // continuation afterwards keeps it (and so the stream) alive until then.
    for await _ in stream {}
    continuation.finish()
}

/// A worker that reports its start and cleanup, then waits until cancelled or released.
struct ProbeWorker: Worker {
    var id: String
    var events: ProbeEvents
    /// When set, the worker returns `id` once this gate opens, ignoring cancellation.
    var gate: Gate?

    func run() async -> String {
        events.running.enter()
        events.post("start \(id)\(Task.isCancelled ? " (already cancelled)" : "")")
        defer {
            events.post("cleanup \(id)")
            events.running.leave()
        }
        if let gate {
            await gate.wait()
            return id
        }
        await untilCancelled()
        return "cancelled \(id)"
    }

    func isEquivalent(to otherWorker: ProbeWorker) -> Bool {
        id == otherWorker.id
    }
}

/// Runs the probe workers with the given ids and records their outputs in its state.
struct WorkerHost: Workflow {
    var ids: [String]
    var events: ProbeEvents
    var gate: Gate?

    typealias State = [String]
    func makeInitialState() -> [String] { [] }

    struct Rendering {
        var outputs: [String]
        var marker: SendableSink<Marker>
    }

    func render(state: [String], context: RenderContext<WorkerHost>) -> Rendering {
        for (index, id) in ids.enumerated() {
            ProbeWorker(id: id, events: events, gate: gate)
                .onOutput { (state: inout [String], output: String) -> Never? in
                    state.append(output)
                    return nil
                }
                .running(in: context, key: "\(index)")
        }
        return Rendering(outputs: state, marker: context.makeSendableSink(of: Marker.self))
    }

    /// Sent through the mailbox after something else, to know the mailbox got past it.
    typealias Marker = AppendAction<WorkerHost, String>
}
