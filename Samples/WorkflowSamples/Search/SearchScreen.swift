public import WorkflowUI

/// The rendering of ``SearchWorkflow``: a query field and what was found for it.
public struct SearchScreen: Screen {
    /// Where the search stands for the current query.
    public enum Status: Equatable, Sendable {
        /// The query is empty; nothing to search.
        case idle
        /// Waiting for typing to pause, or for the search to answer.
        case searching
        /// The results below are for the current query.
        case done
    }

    /// The query as typed.
    public var query: String
    /// Where the search stands.
    public var status: Status
    /// Counts up every 100 ms while ``status`` is `.searching`, for a busy indicator to animate
    /// by (the frame to show is this count modulo the frames).
    public var spinnerTick: Int
    /// The latest results; they may be for an earlier query while `status` is `.searching`.
    public var results: [String]
    /// Replaces the query (call it on every keystroke).
    public var onQueryChanged: (String) -> Void
    /// Picks one of the results, which ends the search.
    public var onResultSelected: (String) -> Void

    /// Where the search stands, as a sentence for any view to show.
    public var statusText: String {
        switch status {
        case .idle: "Results appear as you type."
        case .searching: "Searching…"
        case .done: results.isEmpty ? "Nothing matches." : "\(results.count) found."
        }
    }

    /// Shows `query` and the `results` for it; typing calls `onQueryChanged`, choosing a
    /// result calls `onResultSelected`.
    public init(
        query: String,
        status: Status,
        spinnerTick: Int = 0,
        results: [String],
        onQueryChanged: @escaping (String) -> Void,
        onResultSelected: @escaping (String) -> Void
    ) {
        self.query = query
        self.status = status
        self.spinnerTick = spinnerTick
        self.results = results
        self.onQueryChanged = onQueryChanged
        self.onResultSelected = onResultSelected
    }
}
