import Synchronization

/// The sessions an inspector page can pick from: the live hosts an app attached inspectors to,
/// and the recordings imported since. Shared by every page of one inspector server.
public final class InspectorHub: Sendable {
    private let contents: Mutex<(inspectors: [WorkflowInspector], watchers: [Int: AsyncStream<Int>.Continuation], next: Int)>

    /// A hub listing `inspectors`, in that order.
    public init(_ inspectors: [WorkflowInspector] = []) {
        contents = Mutex((inspectors, [:], 0))
    }

    /// The sessions, in the order they were added.
    public var inspectors: [WorkflowInspector] {
        contents.withLock { $0.inspectors }
    }

    /// Adds a session at the end of the list and tells every watcher.
    public func add(_ inspector: WorkflowInspector) {
        changeList { $0.append(inspector) }
    }

    /// Takes `inspector` off the list (a session that ended, say) and tells every watcher; a
    /// page showing it keeps showing it as it was last recorded.
    public func remove(_ inspector: WorkflowInspector) {
        changeList { $0.removeAll { $0 === inspector } }
    }

    /// Changes the list and tells every watcher its new length.
    private func changeList(_ change: @Sendable (inout [WorkflowInspector]) -> Void) {
        let (count, watchers) = contents.withLock { contents in
            change(&contents.inspectors)
            return (contents.inspectors.count, Array(contents.watchers.values))
        }
        for watcher in watchers { watcher.yield(count) }
    }

    /// The number of sessions after each later addition or removal, newest only when the
    /// reader is behind.
    public func additions() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = contents.withLock { contents in
            contents.next += 1
            contents.watchers[contents.next] = continuation
            return contents.next
        }
        continuation.onTermination = { [weak self] _ in
            self?.contents.withLock { _ = $0.watchers.removeValue(forKey: id) }
        }
        return stream
    }
}
