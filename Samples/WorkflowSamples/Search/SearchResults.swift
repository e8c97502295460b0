/// What a search found for one query.
public struct SearchResults: Equatable, Sendable {
    /// The query these are the results of.
    public var query: String
    /// The matching titles, in index order.
    public var titles: [String]

    /// Makes the results of `query`.
    public init(query: String, titles: [String]) {
        self.query = query
        self.titles = titles
    }
}
