public import Workflow

/// Searches a ``SearchIndex`` for one query, taking `latency` on `clock` as a server would.
///
/// Two search workers are equivalent when their queries are equal, so typing restarts the
/// search and re-rendering with the same query does not.
public struct SearchWorker<C: Clock<Duration>>: Worker {
    /// What to search for.
    public var query: String
    /// Where to search.
    public var index: SearchIndex
    /// How long the fake search takes.
    public var latency: Duration
    /// The clock the latency is measured on.
    public var clock: C

    /// Makes a search for `query` in `index` that answers after `latency` on `clock`.
    public init(query: String, index: SearchIndex, latency: Duration, clock: C) {
        self.query = query
        self.index = index
        self.latency = latency
        self.clock = clock
    }

    /// The results; an empty list if the search was cancelled, which the runtime drops.
    public func run() async -> SearchResults {
        do {
            try await clock.sleep(for: latency)
        } catch {
            return SearchResults(query: query, titles: [])  // Cancelled: never applied.
        }
        return SearchResults(query: query, titles: index.matches(for: query))
    }

    /// Searches for the same query are the same work.
    public func isEquivalent(to otherWorker: SearchWorker<C>) -> Bool {
        query == otherWorker.query
    }
}
