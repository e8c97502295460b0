public import WorkflowUI

/// Collects what the ``TestBackend``'s views did, in order: `build K`, `update K`,
/// `replace K with L`, `push`, `pop`. Put one in the root's environment with ``TestViewLogKey``.
public final class TestViewLog {
    /// The events so far.
    public private(set) var events: [String] = []

    /// An empty log.
    public init() {}

    /// Adds an event.
    public func record(_ event: String) {
        events.append(event)
    }

    /// Forgets the events so far.
    public func clear() {
        events = []
    }
}

/// Where the ``TestBackend`` logs: `nil` (the default) logs nothing.
public enum TestViewLogKey: ViewEnvironmentKey {
    /// No log.
    public static var defaultValue: TestViewLog? { nil }
}

extension ViewEnvironment {
    /// The test backend's log, if one was set.
    public var testViewLog: TestViewLog? { self[TestViewLogKey.self] }
}
